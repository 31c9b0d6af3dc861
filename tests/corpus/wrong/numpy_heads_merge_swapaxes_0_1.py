# track: numpy
# exercise: heads
# why: merges with x.swapaxes(0, 1) before the reshape, which swaps H and T only for 3-D input; with a batch axis it swaps the batch with the heads
# kind: axes-shapes
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h); got {x.shape}")
    h, t, d_h = x.shape[-3:]
    return x.swapaxes(0, 1).reshape(*x.shape[:-3], t, h * d_h)
