# track: numpy
# exercise: masking
# why: causal_mask builds the visible triangle as 1 - np.triu(np.ones((t, t), dtype=bool), k=1) ("everything but the strict upper triangle"); NumPy refuses the - operator on bool arrays (TypeError: numpy boolean subtract is not supported), so every call of causal_mask raises
# kind: crash
# diagnosis: crash
import numpy as np


def causal_mask(t):
    future = np.triu(np.ones((t, t), dtype=bool), k=1)  # keys after the query
    return 1 - future
