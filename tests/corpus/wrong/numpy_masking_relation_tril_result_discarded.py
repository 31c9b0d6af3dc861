# track: numpy
# exercise: masking
# why: causal_mask starts from np.ones((t, t), dtype=bool) and calls np.tril(mask) on a line of its own, as if tril cut the triangle in place; np.tril returns a new array, which is thrown away, so causal_mask returns the all-True square and every query sees every later key
# kind: relation
# diagnosis: mask-all-one-value, shows-hidden
import numpy as np


def causal_mask(t):
    mask = np.ones((t, t), dtype=bool)
    np.tril(mask)  # keep on and below the diagonal
    return mask
