# track: torch
# exercise: mixture
# why: weighted_mixture multiplies in bfloat16 "as TPUs do" and casts back, (weights.to(torch.bfloat16) @ values.to(torch.bfloat16)).to(values.dtype); the dtype is kept, but every weight and value is rounded to 8 bits of mantissa first, so the mixture is off by relative errors near 1e-2
# kind: relation
# diagnosis: half-precision


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights.to(torch.bfloat16) @ values.to(torch.bfloat16)).to(values.dtype)
