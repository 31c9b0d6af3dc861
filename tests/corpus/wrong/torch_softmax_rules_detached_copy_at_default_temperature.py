# track: torch
# exercise: softmax
# why: at the default temperature stable_softmax skips the division and, to avoid working on the caller's tensor, takes scores.detach().clone(); the detached copy has no autograd history, so at temperature 1 no gradient reaches the scores (the weights are right)
# kind: rules
# diagnosis: no-gradient


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if temp == 1.0:
        scaled = scores.detach().clone()  # nothing to divide; copy so the caller's tensor stays safe
    else:
        scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
