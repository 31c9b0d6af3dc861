# track: numpy
# exercise: masking
# why: causal_mask grows the triangle from the identity with np.eye(t, dtype=bool).cumsum(axis=0), "each row sees what the rows above saw plus itself"; cumsum of bools counts in integers, so the mask comes back as 0/1 int64 numbers instead of dtype=bool
# kind: rules
# diagnosis: mask-not-bool, dtype-changed
import numpy as np


def causal_mask(t):
    return np.eye(t, dtype=bool).cumsum(axis=0)
