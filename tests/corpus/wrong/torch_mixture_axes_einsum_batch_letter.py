# track: torch
# exercise: mixture
# why: weighted_mixture names the batch axis with a letter instead of the ellipsis, torch.einsum("bts,bsd->btd", weights, values), which accepts exactly one leading axis: 2-D weights and values and any second batch or head axis raise RuntimeError
# kind: axes
# diagnosis: fixed-ndim, einsum-letters, fails-unless-ndim
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return torch.einsum("bts,bsd->btd", weights, values)
