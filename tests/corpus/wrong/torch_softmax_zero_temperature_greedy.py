# track: torch
# exercise: softmax
# why: treats temperature 0 as greedy decoding, as sampling code does, and returns a one-hot row at each maximum instead of raising ValueError (only negative, infinite and NaN temperatures are rejected)
# kind: inputs-errors
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp >= 0):
        raise ValueError(f"temperature must be a non-negative finite number; got {temperature!r}")
    row_max = scores.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    if temp == 0:
        hot = (scores == row_max).to(scores.dtype)
        return hot / hot.sum(dim=-1, keepdim=True)
    scaled = scores / temp
    exps = torch.exp(scaled - scaled.amax(dim=-1, keepdim=True).detach())
    return exps / exps.sum(dim=-1, keepdim=True)
