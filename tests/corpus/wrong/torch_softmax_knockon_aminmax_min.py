# track: torch
# exercise: softmax
# why: stable_softmax takes the shift from scaled.aminmax(dim=-1, keepdim=True)[0], believing the pair is (max, min); aminmax returns (min, max), so every row is shifted by its minimum: moderate rows are right, but exp overflows for widely spread scores and a row holding any -inf has minimum -inf, so -inf - (-inf) gives NaN; masked attention and multi-head attention come out NaN
# kind: knockon
# diagnosis: fails-with-extreme-scores


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    shift = scaled.aminmax(dim=-1, keepdim=True)[0]
    exps = torch.exp(scaled - shift.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
