# track: numpy
# exercise: heads
# why: merge_heads reshapes with x.swapaxes(-3, -2).reshape(x.shape[:-3], t, h * d_h), passing the batch shape tuple as one argument next to two ints instead of unpacking it (*x.shape[:-3]), so every valid call raises TypeError ("'tuple' object cannot be interpreted as an integer"), and multi-head attention fails with it
# kind: crash
# diagnosis: crash


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    h, t, d_h = x.shape[-3:]
    return x.swapaxes(-3, -2).reshape(x.shape[:-3], t, h * d_h)
