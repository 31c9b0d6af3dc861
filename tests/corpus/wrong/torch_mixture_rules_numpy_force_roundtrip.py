# track: torch
# exercise: mixture
# why: does the product in NumPy through weights.numpy(force=True) and values.numpy(force=True), the flag that silences "Can't call numpy() on Tensor that requires grad", and wraps the result with torch.from_numpy; force=True detaches, so no gradient reaches weights or values
# kind: rules
# diagnosis: no-gradient

import numpy as np


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    out = np.matmul(weights.numpy(force=True), values.numpy(force=True))
    return torch.from_numpy(out).to(weights.device)
