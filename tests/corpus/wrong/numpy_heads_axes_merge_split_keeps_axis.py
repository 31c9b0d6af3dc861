# track: numpy
# exercise: heads
# why: merge_heads cuts x into heads with np.split(x, H, axis=-3) and concatenates them on the last axis, but np.split keeps the split axis with length 1, so the result is (..., 1, T, H*d_h) instead of (..., T, H*d_h)
# kind: axes
# diagnosis: extra-axis


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h), got {x.shape}")
    n_heads = x.shape[-3]
    heads = np.split(x, n_heads, axis=-3)  # H pieces, one per head
    return np.concatenate(heads, axis=-1)
