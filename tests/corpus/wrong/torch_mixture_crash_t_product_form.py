# track: torch
# exercise: mixture
# why: weighted_mixture writes the mixture in the column-vector form of the notes, (values.t() @ weights.t()).t(), but Tensor.t() accepts at most 2 dims, so every batched or multi-head call raises RuntimeError
# kind: crash
# diagnosis: crash, fixed-ndim, transpose-all-axes
import math

import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    # (W V) = (V^T W^T)^T
    return (values.t() @ weights.t()).t()
