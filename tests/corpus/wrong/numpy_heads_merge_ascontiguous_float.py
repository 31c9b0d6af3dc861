# track: numpy
# exercise: heads
# why: merge_heads ends with np.ascontiguousarray(merged, dtype=float) "so the output projection reads contiguous memory"; dtype=float means float64, so float32 heads are merged into float64 (and multi-head attention's output turns float64 too)
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    merged = np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)
    return np.ascontiguousarray(merged, dtype=float)
