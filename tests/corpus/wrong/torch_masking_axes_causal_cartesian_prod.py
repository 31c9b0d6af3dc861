# track: torch
# exercise: masking
# why: causal_mask lists every (position, position) pair with torch.cartesian_prod(pos, pos) and unpacks the columns as key, query = pairs.unbind(-1); cartesian_prod varies its LAST column fastest, so the first column is the row (query) and the second the key, and (key <= query).reshape(t, t) marks j >= i: an upper triangle, every query sees the later keys and not the earlier ones
# kind: axes
# diagnosis: causal-upper, mask-transposed, shows-hidden
import torch


def causal_mask(t, device=None):
    pos = torch.arange(t, device=device)
    pairs = torch.cartesian_prod(pos, pos)  # (t*t, 2)
    key, query = pairs.unbind(-1)
    return (key <= query).reshape(t, t)
