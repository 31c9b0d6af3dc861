# track: numpy
# exercise: masking
# why: causal_mask builds the key index grid as np.repeat(np.arange(t), t).reshape(t, t), taking repeat for tile; repeat gives each row i the value i, which is the QUERY index, and query = key.T then holds the key index, so "key <= query" keeps j >= i: the upper triangle (each query sees itself and the later keys)
# kind: axes
# diagnosis: causal-upper, mask-transposed
import numpy as np


def causal_mask(t):
    key = np.repeat(np.arange(t), t).reshape(t, t)  # key index j at (i, j)
    query = key.T  # query index i at (i, j)
    return key <= query
