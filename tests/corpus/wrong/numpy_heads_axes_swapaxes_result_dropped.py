# track: numpy
# exercise: heads
# why: merge_heads calls np.swapaxes(x, -3, -2) on a line of its own, as if it swapped the axes of x in place, and then reshapes the unchanged x to (..., T, H*d_h); swapaxes returns a new view and x keeps its (..., H, T, d_h) layout, so the heads are merged without the swap, in merge_heads and in multi-head attention
# kind: axes
# diagnosis: merge-no-transpose


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    np.swapaxes(x, -3, -2)  # bring T in front of H
    return x.reshape(*lead, t, h * d_h)
