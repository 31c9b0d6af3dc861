# track: numpy
# exercise: masking
# why: causal_mask starts from all True and hides the future with m[np.mask_indices(t, np.triu)] = False, leaving mask_indices' offset at its default k=0; np.triu with k=0 includes the diagonal, so every query's own key is hidden too (k=1 was needed)
# kind: relation
# diagnosis: causal-no-diagonal, hides-visible
import numpy as np


def causal_mask(t):
    m = np.ones((t, t), dtype=bool)
    m[np.mask_indices(t, np.triu)] = False  # hide the keys above the diagonal
    return m
