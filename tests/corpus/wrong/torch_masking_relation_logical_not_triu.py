# track: torch
# exercise: masking
# why: causal_mask takes the "future" as torch.ones(t, t).triu() and returns torch.logical_not of it, but triu keeps the diagonal (diagonal=0), so the query's own key counts as future and is hidden
# kind: relation
# diagnosis: causal-no-diagonal
import torch


def causal_mask(t, device=None):
    future = torch.ones(t, t, dtype=torch.bool, device=device).triu()
    return torch.logical_not(future)
