# track: numpy
# exercise: heads
# why: merge_heads swaps H and T and then reshapes with reshape(..., copy=False) "to be sure no data is copied", but the swapped array is not contiguous, so NumPy refuses with ValueError ("Unable to avoid creating a copy") on every valid input with more than one head and position
# kind: crash
# diagnosis: crash,error-on-valid

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h), got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h, copy=False)
