# track: numpy
# exercise: masking
# why: causal_mask builds its square with np.ones(t, t, dtype=bool), the torch.ones(t, t) spelling; np.ones takes the shape as one tuple and reads the second t as its dtype argument, so every call raises TypeError (and dtype is given twice)
# kind: crash
# diagnosis: crash
import numpy as np


def causal_mask(t):
    return np.tril(np.ones(t, t, dtype=bool))
