# track: numpy
# exercise: heads
# why: merge_heads names its sizes *lead, nh, np, dh = x.shape ("number of heads, number of positions, head width"); assigning np anywhere in the function makes np a local name for the whole body, so the np.asarray call on its first line (and every np. call before the unpacking) raises UnboundLocalError on every call, and multi-head attention fails with it
# kind: crash
# diagnosis: unbound-local


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, nh, np, dh = x.shape  # heads, positions, head width
    return np.swapaxes(x, -3, -2).reshape(*lead, np, nh * dh)
