# track: numpy
# exercise: masking
# why: causal_mask writes np.tri(t, t, bool), passing the dtype as a third positional argument, but np.tri's third positional parameter is the diagonal offset k, so np.tri computes -bool (the type) and every call raises TypeError
# kind: crash
# diagnosis: crash
import numpy as np


def causal_mask(t):
    # N rows, M columns, bool entries
    return np.tri(t, t, bool)
