# track: torch
# exercise: mixture
# why: computes in NumPy and converts back, so no gradient reaches weights or values
# named-by: does not require grad: it was detached

import numpy as _np


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    out = _np.matmul(weights.detach().cpu().numpy(), values.detach().cpu().numpy())
    return torch.from_numpy(out).to(weights.device)
