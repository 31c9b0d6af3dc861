# track: torch
# exercise: mixture
# why: weighted_mixture mixes in single precision, (weights.float() @ values.float()).to(values.dtype) ("float32 matmul is fast enough"), so float64 outputs carry float32 rounding and attention built on it inherits the error
# kind: knockon
# diagnosis: float32-precision, inputs-rounded

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return (weights.float() @ values.float()).to(values.dtype)
