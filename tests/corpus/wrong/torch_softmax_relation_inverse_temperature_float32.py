# track: torch
# exercise: softmax
# why: stable_softmax applies the temperature as a multiplication by inv_t = torch.tensor(1.0 / temperature), a 0-d float32 tensor; it does not change the scores' dtype, but for float64 scores any temperature whose inverse is not exact in float32 (0.3, 0.7, 3.0...) scales the logits by a float32-rounded factor (relative error about 1e-8)
# kind: relation
# diagnosis: float32-precision
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    inv_t = torch.tensor(1.0 / temp)
    scaled = scores * inv_t
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
