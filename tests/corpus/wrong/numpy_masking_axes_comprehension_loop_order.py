# track: numpy
# exercise: masking
# why: causal_mask builds the mask from a nested comprehension, np.array([[k <= q for q in range(t)] for k in range(t)], dtype=bool), with the key loop outside; the outer loop makes the rows, so row k holds "k <= q" over the queries and the mask is the transpose of the causal one (True on and above the diagonal)
# kind: axes
# diagnosis: causal-upper, mask-transposed

import numpy as np


def causal_mask(t):
    # query q may see key k when k <= q
    return np.array([[k <= q for q in range(t)] for k in range(t)], dtype=bool).reshape(t, t)
