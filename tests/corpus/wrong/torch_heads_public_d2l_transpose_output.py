# track: torch
# exercise: heads
# why: merge_heads ports d2l.ai's transpose_output (X.reshape(-1, num_heads, T, d); permute(0, 2, 1, 3); reshape(X.shape[0], X.shape[1], -1)), written for one batch axis: unbatched (H, T, d_h) heads come back with an extra leading axis of 1, (1, T, H*d_h), and several batch axes are folded into one
# kind: public
# diagnosis: extra-axis, fixed-leading-axes

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    num_heads, t, d_h = x.shape[-3:]
    x = x.reshape(-1, num_heads, t, d_h)
    x = x.permute(0, 2, 1, 3)
    return x.reshape(x.shape[0], x.shape[1], -1)
