# track: numpy
# exercise: heads
# why: split_heads ports tensor2tensor's split_heads / split_last_dimension, which reshapes to x_shape[:-1] + [n, m // n] with x_shape = common_layers.shape_list(x), a Python list; the port takes x_shape = x.shape, a tuple, and tuple + list raises TypeError, so split_heads (and multi-head attention with it) fails on every valid call
# kind: public
# diagnosis: crash
def _split_last_dimension(x: np.ndarray, n: int) -> np.ndarray:
    """Reshape x so that the last dimension becomes two dimensions: [..., m] -> [..., n, m/n]."""
    x_shape = x.shape
    m = x_shape[-1]
    return x.reshape(x_shape[:-1] + [n, m // n])


def split_heads(x: np.ndarray, n_heads: int) -> np.ndarray:
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return np.swapaxes(_split_last_dimension(x, n_heads), -3, -2)
