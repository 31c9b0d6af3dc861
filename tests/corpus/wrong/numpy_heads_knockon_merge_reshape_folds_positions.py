# track: numpy
# exercise: heads
# why: the student's merge_heads swaps H and T and then reshapes with reshape(*lead, -1), letting -1 take "the rest", which folds T into the features too: (..., T*H*d_h) instead of (..., T, H*d_h); multi-head attention then multiplies that by w_o and raises a size mismatch
# kind: knockon
# diagnosis: matmul-mismatch, missing-axis, axes-folded, crash

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, -1)
