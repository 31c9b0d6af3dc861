# track: numpy
# exercise: heads
# why: merge_heads reads x.shape[-3] without checking ndim, so a 2-D input raises IndexError, not ValueError
# diagnosis: error-not-valueerror


def merge_heads(x):
    x = np.asarray(x)
    h, t, d_h = x.shape[-3], x.shape[-2], x.shape[-1]
    return np.swapaxes(x, -3, -2).reshape(*x.shape[:-3], t, h * d_h)
