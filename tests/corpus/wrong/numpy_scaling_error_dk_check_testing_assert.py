# track: numpy
# exercise: scaling
# why: scaled_scores checks the widths with np.testing.assert_equal(q.shape[-1], k.shape[-1], "d_k of q and k differ"), a test helper that raises AssertionError, so queries and keys of different widths raise AssertionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    np.testing.assert_equal(q.shape[-1], k.shape[-1], err_msg="d_k of q and k differ")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
