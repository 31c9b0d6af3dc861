# track: torch
# exercise: heads
# why: split_heads cuts the features with torch.stack(x.tensor_split(n_heads, dim=-1), dim=-3) and leaves the head count to tensor_split; tensor_split accepts counts that do not divide the width (unequal pieces, which stack rejects with RuntimeError) and raises RuntimeError itself for 0 or negative counts, so every bad head count gives RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    return torch.stack(x.tensor_split(n_heads, dim=-1), dim=-3)
