# track: torch
# exercise: masking
# why: causal_mask compares positions with torch.gt(rows, cols) on torch.arange(t, device=device)[:, None] and torch.arange(t, device=device), "query after key", a strict comparison where ge belongs, so the diagonal is hidden and query 0 sees no key at all
# kind: relation
# diagnosis: causal-no-diagonal
import torch


def causal_mask(t, device=None):
    pos = torch.arange(t, device=device)
    return torch.gt(pos[:, None], pos[None, :])
