# track: numpy
# exercise: heads
# why: merge_heads swaps the last two axes, np.swapaxes(x, -2, -1) (T with d_h), where H and T had to be swapped (-3 with -2), and then reshapes to (..., T, H*d_h): the shape fits but positions, heads and features are scrambled
# kind: axes
# diagnosis: merge-no-transpose,permuted,transposed, reshaped-transpose

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h), got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -2, -1).reshape(*lead, t, h * d_h)
