# track: numpy
# exercise: heads
# why: split_heads and merge_heads port the head reshapes of mlx-examples' Llama Attention, B, L, _ = x.shape; x.reshape(B, L, n_heads, -1).transpose(0, 2, 1, 3) and back with .transpose(0, 2, 1, 3).reshape(B, L, -1), written for exactly one batch axis: unbatched (T, D) input and inputs with more leading axes raise
# kind: public
# diagnosis: fixed-leading-axes,fixed-ndim

def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs (..., T, H*d_h); got {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    B, L, _ = x.shape
    return x.reshape(B, L, n_heads, -1).transpose(0, 2, 1, 3)


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h); got {x.shape}")
    B, _, L, _ = x.shape
    return x.transpose(0, 2, 1, 3).reshape(B, L, -1)
