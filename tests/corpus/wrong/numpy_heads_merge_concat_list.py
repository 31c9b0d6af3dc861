# track: numpy
# exercise: heads
# why: merge_heads concatenates list(x) on the last axis, which iterates axis 0: right for (H, T, d_h), wrong with batch axes
# kind: pattern
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {x.shape}")
    return np.concatenate(list(x), axis=-1)
