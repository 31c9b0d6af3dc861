# track: torch
# exercise: masking
# why: causal_mask grows the triangle from the identity with torch.eye(t).cumsum(dim=1).bool(), running the sum along each row (over the keys) instead of down the columns (dim=0), so entry (i, j) is True for j >= i: the upper triangle, each query seeing itself and the later keys
# kind: axes
# diagnosis: causal-upper, mask-transposed
import torch


def causal_mask(t, device=None):
    return torch.eye(t, device=device).cumsum(dim=1).bool()
