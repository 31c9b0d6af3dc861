# track: numpy
# exercise: masking
# why: causal_mask marks the lower triangle with mask[np.tril_indices_from(t)] = True, passing the size t where tril_indices_from wants the array itself (np.tril_indices(t) takes the size); every call raises AttributeError ("'int' object has no attribute 'ndim'"), and masked attention built on causal_mask fails with it
# kind: crash
# diagnosis: crash

import numpy as np


def causal_mask(t):
    mask = np.zeros((t, t), dtype=bool)
    mask[np.tril_indices_from(t)] = True  # on and below the diagonal
    return mask
