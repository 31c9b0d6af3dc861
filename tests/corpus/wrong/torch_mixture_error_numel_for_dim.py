# track: torch
# exercise: mixture
# why: weighted_mixture checks the ranks with weights.numel() < 2 or values.numel() < 2 (the number of entries) where .dim() < 2 was meant, so 1-D weights or values with 2 or more entries pass and are mixed as vectors instead of raising ValueError, and a valid (1, 1) weights tensor is rejected
# kind: error
# diagnosis: error-not-raised, error-on-valid
import torch


def weighted_mixture(weights, values):
    if weights.numel() < 2 or values.numel() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need at least 2 axes;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2 if values.dim() > 1 else -1]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values
