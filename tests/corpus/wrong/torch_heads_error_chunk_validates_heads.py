# track: torch
# exercise: heads
# why: split_heads leaves the head count to torch.chunk, torch.stack(x.chunk(n_heads, dim=-1), dim=-3), with no check of its own; chunk raises RuntimeError (not ValueError) for n_heads = 0 or a negative count, and for a count that does not divide the width it silently returns fewer, wider chunks (width 6 in 4 heads gives 3 heads of 2) or unequal ones that torch.stack rejects with RuntimeError, so split_heads and multi-head attention accept or mis-handle bad head counts
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    return torch.stack(x.chunk(n_heads, dim=-1), dim=-3)
