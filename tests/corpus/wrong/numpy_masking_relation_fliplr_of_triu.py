# track: numpy
# exercise: masking
# why: causal_mask builds the lower triangle as np.fliplr(np.triu(np.ones((t, t), dtype=bool))), taking a left-right flip of the upper triangle for the lower one; the flip gives the anti-triangle, so query i sees keys 0..t-1-i: the first query sees every key and the last only key 0
# kind: relation
# diagnosis: causal-upper, mask-transposed, axis-flipped
import numpy as np


def causal_mask(t):
    return np.fliplr(np.triu(np.ones((t, t), dtype=bool)))
