# track: torch
# exercise: softmax
# why: stable_softmax takes the row maxima as scaled.amax(dim=-1, keepdim=True)[0], the [0] kept from the torch.max(...)[0] idiom; amax already returns the values, so [0] picks the first slice along axis 0 and every row is shifted by another row's maximum (the first batch's, or row 0's in 2-D): right on moderate scores, but rows far from that maximum overflow or underflow to 0/0
# kind: axes
# diagnosis: softmax-global-max, fails-with-extreme-scores
# miss: each row is shifted by another row's maximum: the catalogue's unstable softmax is ruled out (the rows that hold the maximum come out right) and the whole array's maximum explains only the public cases, so NaN is all that is said


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
    row_max = scaled.amax(dim=-1, keepdim=True)[0]
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
