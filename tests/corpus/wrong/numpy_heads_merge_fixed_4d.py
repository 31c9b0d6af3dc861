# track: numpy
# exercise: heads
# why: merge_heads hard-codes x.transpose(0, 2, 1, 3), which only works for exactly one batch axis
# diagnosis: fixed-leading-axes


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h); got {x.shape}")
    if x.ndim == 3:
        h, t, d_h = x.shape
        return x.transpose(1, 0, 2).reshape(t, h * d_h)
    b, h, t, d_h = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * d_h)
