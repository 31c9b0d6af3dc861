# track: torch
# exercise: softmax
# why: stable_softmax takes its working copy with scores.copy() before dividing by the temperature in place, the NumPy idiom; a tensor has no copy method (only copy_ and clone), so every valid call raises AttributeError once the temperature check has passed
# kind: crash
# diagnosis: crash
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores.copy()
    scaled /= temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
