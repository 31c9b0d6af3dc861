# track: torch
# exercise: mixture
# why: weighted_mixture multiplies in half precision, (weights.half() @ values.half()).to(values.dtype), "as mixed-precision training does", and casts back, so the dtype is kept but every float32 and float64 output carries float16 rounding errors (about 1e-3 relative)
# kind: relation
# diagnosis: float32-precision, fails-in-float32,half-precision


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return (weights.half() @ values.half()).to(values.dtype)
