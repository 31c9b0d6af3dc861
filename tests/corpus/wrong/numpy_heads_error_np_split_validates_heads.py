# track: numpy
# exercise: heads
# why: split_heads leaves the head-count check to np.split, converting its ValueError ("array split does not result in an equal division", "number sections must be larger than 0") into its own; but np.split first computes width % n_heads, so n_heads = 0 raises ZeroDivisionError, which passes through instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    try:
        pieces = np.split(x, n_heads, axis=-1)
    except ValueError as err:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}") from err
    return np.stack(pieces, axis=-3)
