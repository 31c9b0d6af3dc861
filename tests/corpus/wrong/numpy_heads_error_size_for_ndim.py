# track: numpy
# exercise: heads
# why: merge_heads checks "x.size < 3" (the number of elements) where x.ndim < 3 was meant, so a 2-D input with 3 or more entries passes the check and fails at x.shape[-3] with IndexError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror,error-on-valid

def merge_heads(x):
    x = np.asarray(x)
    if x.size < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h), got {x.shape}")
    h, t, d_h = x.shape[-3], x.shape[-2], x.shape[-1]
    lead = x.shape[:-3]
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)
