# track: torch
# exercise: masking
# why: causal_mask marks the visible pairs with torch.tril_indices(t), the NumPy spelling np.tril_indices(n); torch.tril_indices needs both the row and the column count, so every call raises TypeError (missing 'col')
# kind: crash
# diagnosis: crash
def causal_mask(t, device=None):
    mask = torch.zeros(t, t, dtype=torch.bool, device=device)
    rows, cols = torch.tril_indices(t)
    mask[rows, cols] = True
    return mask
