# track: numpy
# exercise: heads
# why: merge_heads raises ValueError whenever the head axis is longer than the position axis (H > T, "the heads and positions look swapped"), a layout guess that rejects valid heads of short sequences, such as 4 heads over 2 positions, in merge_heads and in multi-head attention
# kind: error
# diagnosis: error-on-valid


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    if h > t:
        raise ValueError(f"x {x.shape} has more heads than positions: are H and T swapped?")
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)
