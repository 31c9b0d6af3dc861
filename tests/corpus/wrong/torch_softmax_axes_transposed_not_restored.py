# track: torch
# exercise: softmax
# why: normalises "column-wise" as in a textbook with column vectors: it transposes the scores (scaled.mT), shifts and normalises over dim -2, and forgets to transpose back, so the weights come out (..., S, T), the right weights with their last two axes swapped
# kind: axes-shapes
# diagnosis: transposed


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    cols = (scores / temp).mT  # keys down the columns
    col_max = cols.amax(dim=-2, keepdim=True)
    if torch.isneginf(col_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(cols - col_max.detach())
    return exps / exps.sum(dim=-2, keepdim=True)
