# track: numpy
# exercise: heads
# why: merge_heads moves the axes with np.einsum("...htd->...tdh", x) before the reshape to (..., T, H*d_h), putting the head axis last instead of just after T; the reshape then lays the features out head-fastest, so merged feature j*H + h comes from head h (the heads interleaved instead of side by side), in merge_heads and in multi-head attention whenever there is more than one head
# kind: axes
# diagnosis: fails-with-several-heads,reordered


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.einsum("...htd->...tdh", x).reshape(*lead, t, h * d_h)
