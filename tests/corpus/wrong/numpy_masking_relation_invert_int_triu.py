# track: numpy
# exercise: masking
# why: causal_mask builds the hidden upper triangle as 0/1 integers, np.triu(np.ones((t, t), dtype=int), 1), and flips it with np.invert, which on integers is bitwise NOT (0 -> -1, 1 -> -2), so after astype(bool) every entry is True and the mask hides nothing
# kind: relation
# diagnosis: int-mask-inverted, shows-hidden, mask-ignored
import numpy as np


def causal_mask(t):
    hidden = np.triu(np.ones((t, t), dtype=int), 1)  # 1 above the diagonal
    return np.invert(hidden).astype(bool)
