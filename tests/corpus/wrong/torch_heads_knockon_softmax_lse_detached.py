# track: torch
# exercise: heads
# why: the student's stable_softmax computes exp(scaled - logsumexp(scaled).detach()), detaching the whole log-sum-exp as if it were the row maximum; the weights are right, but the normaliser's share of the gradient is lost, so attention's gradients with respect to q and k are wrong
# kind: knock-on
# diagnosis: gradient-differs


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    lse = torch.logsumexp(scaled, dim=-1, keepdim=True).detach()
    return torch.exp(scaled - lse)
