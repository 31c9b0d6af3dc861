# track: torch
# exercise: mixture
# why: weighted_mixture converts the values with values.float() ("value vectors come from the float32 data loader") and not the weights, so float64 weights meet float32 values in the product and every float64 call raises RuntimeError (expected both operands to have the same dtype)
# kind: crash
# diagnosis: dtype-mixed, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values.float()
