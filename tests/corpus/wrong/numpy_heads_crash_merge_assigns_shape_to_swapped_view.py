# track: numpy
# exercise: heads
# why: merge_heads swaps H and T with np.swapaxes and then joins the last two axes by assigning y.shape = (*lead, T, H*d_h) "to reshape without a copy"; the swapped view is not contiguous, so NumPy refuses the in-place reshape with AttributeError ("Incompatible shape for in-place modification") on every valid input with H > 1 and T > 1
# kind: crash
# diagnosis: crash

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    y = np.swapaxes(x, -3, -2)  # (..., T, H, d_h), a view
    y.shape = (*lead, t, h * d_h)  # join H and d_h without copying
    return y
