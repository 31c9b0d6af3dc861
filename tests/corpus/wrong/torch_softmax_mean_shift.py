# track: torch
# exercise: softmax
# why: subtracts each row's mean instead of its maximum, which is fine for small scores but overflows for large ones (and gives NaN where a row holds -inf)
# kind: pattern
# diagnosis: softmax-unstable


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - scaled.mean(dim=-1, keepdim=True))
    return exps / exps.sum(dim=-1, keepdim=True)
