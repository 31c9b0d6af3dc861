# track: torch
# exercise: softmax
# why: stable_softmax caps the shift at 80, row_max.clamp(max=80.0), reasoning that exp only overflows above 88 so larger maxima need no more than that; a row whose largest score is above 80 + 88 is shifted too little, exp overflows to inf and the row comes out inf / inf = NaN, in stable_softmax and in attention and multi-head attention on large scores
# kind: knockon
# diagnosis: fails-with-extreme-scores,softmax-unstable


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    shift = row_max.detach().clamp(max=80.0)  # enough to keep exp below its overflow at 88
    exps = torch.exp(scaled - shift)
    return exps / exps.sum(dim=-1, keepdim=True)
