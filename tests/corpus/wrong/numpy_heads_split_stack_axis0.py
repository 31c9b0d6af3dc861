# track: numpy
# exercise: heads
# why: split_heads stacks the np.split pieces on axis 0, so with batch axes the heads come first, not at -3
# diagnosis: split-heads-first


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2 or n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width of {x.shape}")
    return np.stack(np.split(x, n_heads, axis=-1), axis=0)
