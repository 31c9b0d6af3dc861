# track: numpy
# exercise: heads
# why: split_heads reshapes without a copy by assigning x.shape = (*lead, T, H, d_h) on the caller's array, so the caller's x is left with two more axes' worth of shape
# kind: rules
# diagnosis: input-changed

def split_heads(x, n_heads):
    if x.ndim < 2:
        raise ValueError("need 2 axes")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must divide the width")
    *lead, t, width = x.shape
    x.shape = (*lead, t, n_heads, width // n_heads)
    return np.swapaxes(x, -3, -2)
