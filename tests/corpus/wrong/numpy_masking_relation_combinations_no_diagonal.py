# track: numpy
# exercise: masking
# why: causal_mask lists the visible (query, key) pairs with itertools.combinations(range(t), 2), taken as "every pair with key <= query", but combinations never pairs a position with itself (only key < query), so the diagonal stays False: no query sees its own key and query 0 sees nothing
# kind: relation
# diagnosis: causal-no-diagonal
import itertools

import numpy as np


def causal_mask(t):
    mask = np.zeros((t, t), dtype=bool)
    for key, query in itertools.combinations(range(t), 2):
        mask[query, key] = True
    return mask
