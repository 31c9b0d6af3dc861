# track: numpy
# exercise: heads
# why: merge_heads lifts inputs with fewer than 3 axes with np.atleast_3d ("a 2-D input is a single head") instead of raising ValueError; np.atleast_3d appends the new axis at the end, so a 2-D x is merged as if it were (T, d_h, 1) and comes back without an error
# kind: error
# diagnosis: error-not-raised


def merge_heads(x):
    x = np.atleast_3d(np.asarray(x))
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)
