# track: numpy
# exercise: masking
# why: causal_mask builds the visible triangle as 1 - np.triu(np.ones((t, t), dtype=bool), k=1) ("everything but the strict upper triangle"); the writer expected NumPy's TypeError for a bool subtract, but the Python int 1 makes it an int64 subtraction, so causal_mask returns the right pattern as int64 0/1 values, not bools (corrected when set 61 was read)
# kind: rules
# diagnosis: mask-not-bool
import numpy as np


def causal_mask(t):
    future = np.triu(np.ones((t, t), dtype=bool), k=1)  # keys after the query
    return 1 - future
