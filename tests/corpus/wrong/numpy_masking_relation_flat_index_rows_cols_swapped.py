# track: numpy
# exercise: masking
# why: causal_mask builds the grid from flat positions, idx = np.arange(t * t), taking the row as idx % t and the column as idx // t (the modulo and the floor division swapped), so entry (i, j) is True where i <= j: the upper triangle, every query seeing its own and all LATER keys
# kind: relation
# diagnosis: causal-upper, mask-transposed
import numpy as np


def causal_mask(t: int) -> np.ndarray:
    idx = np.arange(t * t)
    row = idx % t
    col = idx // t
    return (col <= row).reshape(t, t)
