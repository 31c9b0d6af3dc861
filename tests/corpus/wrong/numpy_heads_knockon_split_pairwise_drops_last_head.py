# track: numpy
# exercise: heads
# why: split_heads slices head after head between neighbouring boundaries, itertools.pairwise(range(0, width, d_h)); range stops before width, so the last boundary is missing and the last head is never cut: it returns H - 1 heads (..., H-1, T, d_h) (one head raises on an empty stack), and multi-head attention fails in its output projection
# kind: knockon
# diagnosis: cut-short, crash
import itertools

import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    width = x.shape[-1]
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    d_h = width // n_heads
    heads = [x[..., start:stop] for start, stop in itertools.pairwise(range(0, width, d_h))]
    return np.stack(heads, axis=-3)
