# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature by computing its reciprocal inside try/except ZeroDivisionError ("Python itself rejects 0") and multiplies by it, so only 0 raises ValueError: negative, infinite and NaN temperatures are used as they are (an infinite one gives uniform weights, a negative one flips them)
# kind: error
# diagnosis: error-not-raised

def stable_softmax(scores, temperature=1.0):
    try:
        inv_temp = 1.0 / float(temperature)
    except (ZeroDivisionError, TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    scaled = scores * inv_temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
