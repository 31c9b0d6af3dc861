# track: numpy
# exercise: masking
# why: causal_mask rejects t < 2 with ValueError ("a causal mask needs at least two positions"), so the valid one-position mask [[True]] raises
# kind: error
# diagnosis: error-on-valid
import numpy as np


def causal_mask(t):
    if t < 2:
        raise ValueError(f"a causal mask needs at least two positions; got t={t}")
    return np.tril(np.ones((t, t), dtype=bool))
