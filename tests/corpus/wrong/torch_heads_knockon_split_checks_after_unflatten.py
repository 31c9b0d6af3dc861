# track: torch
# exercise: heads
# why: multi_head_self_attention is right, but the student's split_heads unflattens first, x.unflatten(-1, (n_heads, -1)), and checks the head count afterwards; a head count that does not divide the width (or is 0 or negative) makes unflatten raise RuntimeError before the ValueError check is reached, so split_heads and multi-head attention reject bad head counts with the wrong exception
# kind: knockon
# diagnosis: error-not-valueerror


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    heads = x.unflatten(-1, (n_heads, -1))
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return heads.transpose(-3, -2)
