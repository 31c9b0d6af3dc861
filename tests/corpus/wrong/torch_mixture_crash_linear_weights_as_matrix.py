# track: torch
# exercise: mixture
# why: weighted_mixture treats the weights as a linear layer's (out, in) = (T, S) matrix over the key axis, F.linear(values.mT, weights).mT; F.linear takes a 1-D or 2-D weight only, so it is right for a 2-D weights table (values may be batched) but raises RuntimeError for weights with any batch or head axis
# kind: crash
# diagnosis: crash, fixed-ndim
import torch
import torch.nn.functional as F


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    # each query is a linear map over the keys: (..., d_v, S) -> (..., d_v, T)
    return F.linear(values.mT, weights).mT
