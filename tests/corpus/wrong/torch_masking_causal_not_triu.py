# track: torch
# exercise: masking
# why: causal_mask builds the visible mask as ~ones.triu(), the negation of triu with its default diagonal=0 (not diagonal=1), so the diagonal is hidden and query 0 sees nothing
# kind: relation
# diagnosis: causal-no-diagonal
import torch


def causal_mask(t, device=None):
    future = torch.ones(t, t, dtype=torch.bool, device=device).triu()
    return ~future
