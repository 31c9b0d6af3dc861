# track: torch
# exercise: heads
# why: the student's merge_heads swaps H and T and reshapes to (T, -1), the (T, H*d_h) of one unbatched sequence, so any batch axes are folded into the features: (T, B*H*d_h); multi-head attention on a batched x then raises a size mismatch at the output projection (unbatched inputs are right)
# kind: knockon
# diagnosis: fixed-leading-axes, matmul-mismatch, crash

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    t = x.shape[-2]
    return x.transpose(-3, -2).reshape(t, -1)
