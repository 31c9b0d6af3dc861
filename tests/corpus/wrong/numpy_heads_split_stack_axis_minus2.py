# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.split and stacks the pieces on axis -2, which gives (..., T, H, d_h): the heads are cut right but never moved in front of T
# kind: axes-shapes
# diagnosis: permuted


def split_heads(x: np.ndarray, n_heads: int) -> np.ndarray:
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return np.stack(np.split(x, n_heads, axis=-1), axis=-2)
