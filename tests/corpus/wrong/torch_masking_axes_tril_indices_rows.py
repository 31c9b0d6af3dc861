# track: torch
# exercise: masking
# why: causal_mask marks the visible pairs with mask[torch.tril_indices(t, t)] = True, indexing with the (2, N) index tensor itself; a tensor index selects along the first axis only, so every row number that appears in it (all of them) is set True whole: the mask is all True instead of lower triangular
# kind: axes
# diagnosis: mask-ignored, causal-upper,mask-all-one-value


def causal_mask(t, device=None):
    mask = torch.zeros(t, t, dtype=torch.bool, device=device)
    mask[torch.tril_indices(t, t, device=device)] = True  # (row, col) of every pair with col <= row
    return mask
