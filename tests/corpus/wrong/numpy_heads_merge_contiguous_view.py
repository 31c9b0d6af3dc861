# track: numpy
# exercise: heads
# why: ports nanoGPT's y.transpose(1, 2).contiguous().view(B, T, C) with np.swapaxes, but ndarrays have no .contiguous(), so every valid call raises AttributeError
# kind: crash
# diagnosis: crash


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).contiguous().view(*lead, t, h * d_h)
