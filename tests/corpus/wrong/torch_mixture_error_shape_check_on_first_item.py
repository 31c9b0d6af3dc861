# track: torch
# exercise: mixture
# why: weighted_mixture runs its S check on the first batch element only, weights[0].shape[-1] != values[0].shape[-2], "one batch is enough to compare"; for unbatched (S, d_v) values values[0] is one value row with no axis -2, so every valid call with 2-D values raises IndexError
# kind: error
# diagnosis: crash, index-past-end, fixed-ndim
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    # the S axes are the same in every batch element: compare the first one
    if weights[0].shape[-1] != values[0].shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values
