# track: numpy
# exercise: heads
# why: split_heads via np.stack of feature slices, merge_heads via np.concatenate of the heads


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"x must be (..., T, H*d_h); got {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads != 0:
        raise ValueError(f"cannot split width {x.shape[-1]} into {n_heads} heads")
    d_h = x.shape[-1] // n_heads
    return np.stack([x[..., h * d_h:(h + 1) * d_h] for h in range(n_heads)], axis=-3)


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"x must be (..., H, T, d_h); got {x.shape}")
    return np.concatenate([x[..., h, :, :] for h in range(x.shape[-3])], axis=-1)
