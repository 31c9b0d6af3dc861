# track: torch
# exercise: softmax
# why: ports the reference Gumbel-softmax of Jang et al. (sample_gumbel = -log(-log(U + eps) + eps); softmax((logits + g) / temperature)), hand-written with the max shift, as "the softmax with a temperature"; it adds fresh Gumbel noise to the scores on every call, so the weights are random and differ from call to call
# kind: public
# diagnosis: not-deterministic
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if torch.isneginf(scores).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    eps = 1e-20
    u = torch.rand_like(scores)
    gumbel = -torch.log(-torch.log(u + eps) + eps)
    y = (scores + gumbel) / temp
    exps = torch.exp(y - y.amax(dim=-1, keepdim=True).detach())
    return exps / exps.sum(dim=-1, keepdim=True)
