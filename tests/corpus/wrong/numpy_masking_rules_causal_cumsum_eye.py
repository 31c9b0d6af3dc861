# track: numpy
# exercise: masking
# why: causal_mask builds the lower triangle as a running sum down the columns of a bool identity, np.cumsum(np.eye(t, dtype=bool), axis=0); the pattern is right, but cumsum of bools returns int64 counts, not the bool mask the contract asks for
# kind: rules
# diagnosis: mask-not-bool
import math

import numpy as np

def causal_mask(t):
    # row i of the running sum has a 1 in every column j <= i
    return np.cumsum(np.eye(t, dtype=bool), axis=0)
