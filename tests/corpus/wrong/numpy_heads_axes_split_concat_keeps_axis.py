# track: numpy
# exercise: heads
# why: merge_heads cuts the heads apart with np.split(x, H, axis=-3) and joins them with np.concatenate(..., axis=-1); the pieces keep their head axis of length 1, so the result is (..., 1, T, H*d_h) instead of (..., T, H*d_h)
# kind: axes
# diagnosis: extra-axis
def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    pieces = np.split(x, x.shape[-3], axis=-3)
    return np.concatenate(pieces, axis=-1)
