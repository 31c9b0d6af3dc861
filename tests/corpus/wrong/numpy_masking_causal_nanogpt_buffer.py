# track: numpy
# exercise: masking
# why: causal_mask copies nanoGPT's registered buffer and returns the tril mask viewed as (1, 1, t, t) "ready for (B, H, T, T) scores" instead of the (t, t) mask
# kind: public-code
# named-by: shape
import numpy as np


def causal_mask(t):
    return np.tril(np.ones((t, t), dtype=bool)).reshape(1, 1, t, t)
