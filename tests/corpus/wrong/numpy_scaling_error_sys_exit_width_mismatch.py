# track: numpy
# exercise: scaling
# why: scaled_scores stops on mismatched widths with sys.exit(message), as a command-line script would, so q and k of different d_k (or with fewer than 2 axes) raise SystemExit, which is not even an Exception, instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math
import sys

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        sys.exit(f"scaled_scores: q and k need 2+ axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        sys.exit(f"scaled_scores: d_k differs, {q.shape[-1]} vs {k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
