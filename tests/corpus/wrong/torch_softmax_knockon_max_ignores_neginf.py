# track: torch
# exercise: softmax
# why: stable_softmax takes the row maxima "ignoring the hidden keys" as torch.nan_to_num(scaled, neginf=0.0).amax(-1), which turns every -inf into 0, a candidate maximum; a row that holds a -inf and only negative finite scores is shifted by 0 instead of its largest score, so far-below rows underflow to 0/0 = NaN (and an all -inf row is not rejected), in stable_softmax and in masked attention and multi-head attention
# kind: knockon
# diagnosis: fails-with-extreme-scores,values-nan


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = torch.nan_to_num(scaled, neginf=0.0).amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
