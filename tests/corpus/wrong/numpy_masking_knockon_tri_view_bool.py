# track: numpy
# exercise: masking
# why: causal_mask builds the triangle with np.tri(t) and turns it into bools "without a copy" with .view(bool); np.tri gives float64, so the view reads each 8-byte float as 8 bools and returns a (t, 8t) array (1.0 shows as two True bytes among False ones), which no longer fits (t, t) scores when a caller masks with it
# kind: knockon
# diagnosis: mask-not-bool, bytes-reinterpreted
import numpy as np


def causal_mask(t):
    return np.tri(t).view(bool)
