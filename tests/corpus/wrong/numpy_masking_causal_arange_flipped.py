# track: numpy
# exercise: masking
# why: causal_mask compares aranges the wrong way round, np.arange(t)[None, :] >= np.arange(t)[:, None] (key >= query), so it is True on and above the diagonal and queries see the future
# kind: axes-shapes
# diagnosis: causal-upper
import numpy as np


def causal_mask(t):
    positions = np.arange(t)
    return positions[None, :] >= positions[:, None]
