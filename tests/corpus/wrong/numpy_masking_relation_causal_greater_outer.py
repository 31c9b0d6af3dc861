# track: numpy
# exercise: masking
# why: causal_mask builds the triangle with the ufunc outer product np.greater.outer(np.arange(t), np.arange(t)), "query index greater than key index", where greater_equal belongs, so the diagonal is hidden and query 0 sees nothing
# kind: relation
# diagnosis: causal-no-diagonal
import numpy as np


def causal_mask(t):
    pos = np.arange(t)
    return np.greater.outer(pos, pos)
