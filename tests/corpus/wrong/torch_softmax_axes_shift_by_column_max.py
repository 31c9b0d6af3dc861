# track: torch
# exercise: softmax
# why: stable_softmax takes the maxima with scaled.amax(dim=-2, keepdim=True), each key's maximum over the queries, where each row's maximum over the keys belongs; a per-column shift does not cancel in a row's normalisation, so the weights are wrong (and a key hidden from every query makes its column NaN)
# kind: axes
# diagnosis: softmax-axis,shift-per-key


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
    col_max = scaled.amax(dim=-2, keepdim=True)
    exps = torch.exp(scaled - col_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
