# track: numpy
# exercise: heads
# why: merge_heads lays the heads side by side with np.concatenate(np.moveaxis(x, -3, 0), axis=-1, dtype=float), adding dtype=float "so integer heads work too"; float is float64, so float32 heads are merged into float64 and multi_head_self_attention's output turns float64 as well (the values are right)
# kind: rules
# diagnosis: dtype-float64


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    return np.concatenate(np.moveaxis(x, -3, 0), axis=-1, dtype=float)
