# track: torch
# exercise: softmax
# why: exponentiates with torch.exp(shifted, dtype=scores.dtype) "to keep the dtype", carrying over the dtype= keyword of NumPy's ufuncs; torch.exp takes no dtype argument, so every valid call raises TypeError
# kind: crash
# diagnosis: crash

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
    shifted = scaled - row_max.detach()
    exps = torch.exp(shifted, dtype=scores.dtype)
    return exps / exps.sum(dim=-1, keepdim=True)
