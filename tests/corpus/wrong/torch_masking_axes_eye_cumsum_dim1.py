# track: torch
# exercise: masking
# why: causal_mask grows the triangle from the identity with torch.eye(t).cumsum(dim=1), a running sum along each query's row of keys, which lights the diagonal and every LATER key (upper triangle); the running sum down the queries, dim=0, was meant
# kind: axes
# diagnosis: causal-upper, mask-transposed
import torch


def causal_mask(t, device=None):
    return torch.eye(t, dtype=torch.int64, device=device).cumsum(dim=1).bool()
