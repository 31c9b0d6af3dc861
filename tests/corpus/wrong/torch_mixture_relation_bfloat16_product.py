# track: torch
# exercise: mixture
# why: weighted_mixture multiplies in bfloat16 and casts back, (weights.bfloat16() @ values.bfloat16()).to(values.dtype) ("tensor cores are faster in bf16"), so both inputs are rounded to 8 bits of mantissa first and every mixture carries that rounding, in float32 and float64 alike
# kind: relation
# diagnosis: inputs-rounded, fails-in-float32, float32-precision, half-precision
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {tuple(weights.shape)} and {tuple(values.shape)}")
    return (weights.bfloat16() @ values.bfloat16()).to(values.dtype)
