# track: numpy
# exercise: masking
# why: causal_mask ports picoGPT's causal_mask = (1 - np.tri(n_seq, dtype=x.dtype)) * -1e10, an additive float bias (0 where visible, -1e10 above the diagonal), where the kit wants a bool mask that is True where visible
# kind: public
# diagnosis: mask-not-bool, mask-inverted
import math

import numpy as np


def causal_mask(t):
    # hide the future: a large negative bias above the diagonal, added to the scores later
    return (1 - np.tri(t, dtype=np.float32)) * -1e10
