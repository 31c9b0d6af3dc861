# track: torch
# exercise: softmax
# why: stable_softmax asks for the exponentials in the scores' dtype with torch.exp(scaled - row_max, dtype=scores.dtype), as torch.sum and np.exp accept dtype=; torch.exp takes no dtype argument, so every valid call raises TypeError once the checks have passed
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
    exps = torch.exp(scaled - row_max.detach(), dtype=scores.dtype)
    return exps / exps.sum(dim=-1, keepdim=True)
