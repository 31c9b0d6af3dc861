# track: numpy
# exercise: mixture
# why: writes one weighted_mixture for both tracks with torch.from_numpy and returns the torch.Tensor product instead of an np.ndarray
# kind: array-type
# diagnosis: wrong-array-type

import torch


def weighted_mixture(weights, values):
    weights = torch.as_tensor(np.asarray(weights))
    values = torch.as_tensor(np.asarray(values))
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return torch.matmul(weights, values)
