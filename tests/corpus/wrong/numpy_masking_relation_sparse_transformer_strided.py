# track: numpy
# exercise: masking
# why: causal_mask builds the strided pattern of the Sparse Transformer (Child et al. 2019) with stride l = isqrt(t): key j is visible to query i only when j <= i and (i - j < l or (i - j) % l == 0), so from t = 4 on each query loses the earlier keys that are neither recent nor a multiple of l back
# kind: relation
# diagnosis: hides-visible
import math

import numpy as np


def causal_mask(t):
    stride = max(1, math.isqrt(t))  # l ~ sqrt(n), as in the paper
    i = np.arange(t)[:, None]
    j = np.arange(t)[None, :]
    back = i - j
    return (back >= 0) & ((back < stride) | (back % stride == 0))
