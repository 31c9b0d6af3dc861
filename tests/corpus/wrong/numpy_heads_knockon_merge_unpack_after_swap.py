# track: numpy
# exercise: heads
# why: merge_heads swaps H and T first and only then unpacks *lead, h, t, d_h = x.shape with the names of the unswapped layout, so h holds T and t holds H and it reshapes to (..., H, T*d_h) instead of (..., T, H*d_h); merge_heads is wrong whenever H != T, and multi-head attention, which merges the heads this way before projecting with w_o, raises a size mismatch or returns the wrong shape
# kind: knockon
# diagnosis: merge-no-transpose, matmul-mismatch, reordered, reshaped-sizes


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    x = np.swapaxes(x, -3, -2)  # (..., T, H, d_h)
    *lead, h, t, d_h = x.shape
    return x.reshape(*lead, t, h * d_h)
