# track: torch
# exercise: heads
# why: multi-head attention is right, but the student's split_heads swaps the T and H axes only "when there is a batch" (x.dim() > 2), returning (T, H, d_h) for an unbatched (T, D) input; attention then treats T as a batch axis and the heads as positions, so unbatched multi-head attention attends across heads instead of positions and its output projection meets a (H, T*d_v) merge (a size mismatch unless T == H)
# kind: knockon
# diagnosis: permuted, matmul-mismatch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    heads = x.unflatten(-1, (n_heads, x.shape[-1] // n_heads))  # (..., T, H, d_h)
    if x.dim() > 2:
        heads = heads.transpose(-3, -2)
    return heads
