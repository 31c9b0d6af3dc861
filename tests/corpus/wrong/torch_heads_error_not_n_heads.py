# track: torch
# exercise: heads
# why: split_heads rejects a bad head count with "if not n_heads or width % n_heads", meaning n_heads = 0 by "not n_heads"; a negative count is truthy and, when it divides the width (-1, -2...), passes the check, so unflatten raises RuntimeError instead of ValueError for those invalid head counts
# kind: error
# diagnosis: error-not-valueerror
def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if not n_heads or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be a positive divisor of the width {x.shape[-1]}")
    return x.unflatten(-1, (n_heads, -1)).transpose(-3, -2)
