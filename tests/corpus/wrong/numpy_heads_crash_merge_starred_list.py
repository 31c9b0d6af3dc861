# track: numpy
# exercise: heads
# why: merge_heads unpacks *lead, h, t, d_h = x.shape and reshapes to lead + (t, h * d_h); starred assignment always makes lead a list, and a list plus a tuple raises TypeError, so merge_heads (and multi-head attention with it) fails on every valid call
# kind: crash
# diagnosis: crash
def merge_heads(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(lead + (t, h * d_h))
