# track: numpy
# exercise: masking
# why: causal_mask lists every (query, key) pair with np.unravel_index(np.arange(t * t), (t, t), order="F") and keeps key <= query; Fortran order makes the FIRST index run fastest, so the pair it calls (query, key) is really (key, query) for each flat position, and the mask comes out transposed: the upper triangle, each query seeing itself and the later keys
# kind: axes
# diagnosis: causal-upper, mask-transposed
import numpy as np


def causal_mask(t):
    # the (query, key) index of every entry, column by column as in the lecture's MATLAB code
    query, key = np.unravel_index(np.arange(t * t), (t, t), order="F")
    return (key <= query).reshape(t, t)
