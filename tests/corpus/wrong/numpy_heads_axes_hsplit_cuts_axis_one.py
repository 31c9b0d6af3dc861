# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.hsplit(x, n_heads) and stacks the pieces on axis -3, but hsplit always splits axis 1, the features only for 2-D x; with a batch axis it cuts the positions, so batched inputs come out wrong or raise
# kind: axes
# diagnosis: fixed-leading-axes,fails-with-leading-axes


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"x must be (..., T, H*d_h), got {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    pieces = np.hsplit(x, n_heads)  # one block of features per head
    return np.stack(pieces, axis=-3)
