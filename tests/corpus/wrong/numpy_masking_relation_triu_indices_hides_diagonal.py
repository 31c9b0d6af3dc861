# track: numpy
# exercise: masking
# why: causal_mask starts from all True and sets mask[np.triu_indices(t)] = False to hide the future, but triu_indices includes the diagonal by default (k=0; the future starts at k=1), so every query loses its own key
# kind: relation
# diagnosis: causal-no-diagonal
import numpy as np


def causal_mask(t):
    mask = np.ones((t, t), dtype=bool)
    mask[np.triu_indices(t)] = False  # hide the keys after each query
    return mask
