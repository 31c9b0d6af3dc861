# track: torch
# exercise: softmax
# why: stable_softmax adds each row up by reusing the student's weighted_mixture, a mixture of the exponentials with a column of ones (weighted_mixture(exps, ones(S, 1))), but that weighted_mixture multiplies in float32 "for speed" (weights.float() @ values.float()), so in float64 every row is divided by a float32-rounded total
# kind: knockon
# diagnosis: float32-precision,dtype-changed
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights.float() @ values.float()


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
    exps = torch.exp(scaled - row_max.detach())
    ones = torch.ones(exps.shape[-1], 1, dtype=exps.dtype, device=exps.device)
    total = weighted_mixture(exps, ones).to(exps.dtype)
    return exps / total
