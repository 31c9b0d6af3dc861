# track: torch
# exercise: masking
# why: causal_mask lists the visible (query, key) pairs with torch.combinations(torch.arange(t), r=2, with_replacement=True) and sets mask[query, key] = True; combinations yields pairs (a, b) with a <= b, so read as (query, key) they put each query's visible keys at and AFTER its own position: the mask is the upper triangle, the causal mask transposed
# kind: axes
# diagnosis: causal-upper, mask-transposed
import torch


def causal_mask(t: int, device: torch.device | str | None = None) -> torch.Tensor:
    positions = torch.arange(t, device=device)
    # every (query, key) pair where the key does not come after the query
    pairs = torch.combinations(positions, r=2, with_replacement=True)  # (n_pairs, 2)
    query, key = pairs.unbind(dim=1)
    mask = torch.zeros(t, t, dtype=torch.bool, device=device)
    mask[query, key] = True
    return mask  # (T, T)
