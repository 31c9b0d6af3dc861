# track: numpy
# exercise: masking
# why: causal_mask fills a Python list made as [[False] * t] * t, setting keys 0..i of row i to True, and converts it with np.array; the * t repeats one row object t times, so every write lands in the same list and the mask comes back all True (each query sees every key)
# kind: relation
# diagnosis: shows-hidden, mask-all-one-value, mask-ignored
import numpy as np


def causal_mask(t):
    rows = [[False] * t] * t
    for i in range(t):
        for j in range(i + 1):
            rows[i][j] = True
    return np.array(rows, dtype=bool).reshape(t, t)
