# track: torch
# exercise: masking
# why: causal_mask returns a NumPy array (np.tril) instead of a torch tensor
# named-by: returned np.ndarray

import numpy as _np


def causal_mask(t, device=None):
    return _np.tril(_np.ones((t, t), dtype=bool))
