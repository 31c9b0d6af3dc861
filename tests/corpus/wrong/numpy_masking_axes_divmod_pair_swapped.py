# track: numpy
# exercise: masking
# why: causal_mask numbers every (query, key) cell with a flat index and unpacks it as key, query = divmod(idx, t); divmod gives (row, column) = (query, key), so the names are swapped and "key <= query" keeps the upper triangle: every query sees the later keys instead of the earlier ones
# kind: axes
# diagnosis: causal-upper, mask-transposed
import numpy as np


def causal_mask(t):
    idx = np.arange(t * t)
    key, query = divmod(idx, t)
    return (key <= query).reshape(t, t)
