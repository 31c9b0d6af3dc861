# track: numpy
# exercise: masking
# why: causal_mask ports the masked row attention of axial attention (Ho et al. 2019) for positions laid out as an image of width 4 (the demo's 4 x 4 grid): query i sees key j only when j <= i and both lie in the same row (i // 4 == j // 4), so every earlier key of an earlier row is hidden
# kind: public
# diagnosis: hides-visible
import numpy as np


def causal_mask(t: int) -> np.ndarray:
    width = 4  # positions are pixels of rows of this width
    i = np.arange(t)[:, None]
    j = np.arange(t)[None, :]
    same_row = (i // width) == (j // width)
    return np.logical_and(j <= i, same_row)  # (T, T)
