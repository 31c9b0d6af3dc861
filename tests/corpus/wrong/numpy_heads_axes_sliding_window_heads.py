# track: numpy
# exercise: heads
# why: split_heads cuts the heads with np.lib.stride_tricks.sliding_window_view(x, d_h, axis=-1) and forgets the step [..., ::d_h, :], so it returns every window of d_h neighbouring features (width - d_h + 1 overlapping "heads") instead of H disjoint ones, unless there is a single head
# kind: axes
# diagnosis: axis-split, extra-entries
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    d_h = x.shape[-1] // n_heads
    windows = np.lib.stride_tricks.sliding_window_view(x, d_h, axis=-1)
    return np.swapaxes(windows, -3, -2).copy()
