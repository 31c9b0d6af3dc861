# track: torch
# exercise: masking
# why: causal_mask builds query and key positions with i, j = torch.meshgrid(r, r, indexing="xy") (added to silence the indexing warning) and returns i >= j; with "xy" the first grid varies along the columns, so i holds the key positions and the mask is the upper triangle
# kind: axes
# diagnosis: causal-upper,mask-transposed

def causal_mask(t, device=None):
    r = torch.arange(t, device=device)
    i, j = torch.meshgrid(r, r, indexing="xy")
    return i >= j
