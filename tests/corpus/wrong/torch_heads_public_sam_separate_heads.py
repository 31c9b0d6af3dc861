# track: torch
# exercise: heads
# why: split_heads and merge_heads port _separate_heads and _recombine_heads of Segment Anything's Attention (b, n, c = x.shape; x.reshape(b, n, num_heads, c // num_heads).transpose(1, 2), and back with b, n_heads, n_tokens, c_per_head = x.shape), written for exactly one batch axis, so unbatched (T, D) input and inputs with more leading axes fail to unpack and raise
# kind: public
# diagnosis: fixed-leading-axes

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs (..., T, H*d_h); got {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    b, n, c = x.shape
    x = x.reshape(b, n, n_heads, c // n_heads)
    return x.transpose(1, 2)


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h); got {tuple(x.shape)}")
    b, n_heads, n_tokens, c_per_head = x.shape
    x = x.transpose(1, 2)
    return x.reshape(b, n_tokens, n_heads * c_per_head)
