# track: torch
# exercise: mixture
# why: weighted_mixture adds up one outer product per key, torch.outer(weights[..., s], values[..., s, :]) ("key s contributes its weight column times its value row"); torch.outer only takes 1-D vectors, so 2-D inputs are right but every weights or values tensor with a batch or head axis raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = 0
    for s in range(weights.shape[-1]):
        out = out + torch.outer(weights[..., s], values[..., s, :])
    return out
