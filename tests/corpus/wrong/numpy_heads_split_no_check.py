# track: numpy
# exercise: heads
# why: split_heads does not validate n_heads, so n_heads=0 dies with ZeroDivisionError instead of ValueError
# diagnosis: error-not-valueerror


def split_heads(x, n_heads):
    x = np.asarray(x)
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
