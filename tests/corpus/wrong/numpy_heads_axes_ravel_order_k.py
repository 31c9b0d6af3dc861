# track: numpy
# exercise: heads
# why: merge_heads swaps H and T and flattens with .ravel(order="K") "to avoid a copy" before reshaping to (..., T, H*d_h); order "K" reads the entries in the order they lie in memory, which for the swapped view is the unswapped (..., H, T, d_h) order, so the swap is undone and the heads are merged as if reshaped without it
# kind: axes
# diagnosis: merge-no-transpose


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    swapped = np.swapaxes(x, -3, -2)  # (..., T, H, d_h)
    return swapped.ravel(order="K").reshape(*lead, t, h * d_h)
