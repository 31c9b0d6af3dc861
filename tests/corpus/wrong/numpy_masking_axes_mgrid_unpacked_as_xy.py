# track: numpy
# exercise: masking
# why: causal_mask unpacks np.mgrid[:t, :t] as (cols, rows), reading it like meshgrid's x/y order, but mgrid gives the row indices first, so "cols <= rows" is query <= key: an upper-triangular mask
# kind: axes
# diagnosis: causal-upper, mask-transposed
import numpy as np


def causal_mask(t):
    cols, rows = np.mgrid[:t, :t]  # key index, query index
    return cols <= rows
