# track: numpy
# exercise: masking
# why: causal_mask marks the lower triangle with np.put(mask, np.tril_indices(t), True); np.put takes flat positions, so the (rows, cols) pair is flattened into one list of numbers 0..t-1, and only the first row is set: query 0 sees every key and every later query sees none
# kind: relation
# diagnosis: shows-hidden, hides-visible, mask-rows-differ
import numpy as np


def causal_mask(t):
    mask = np.zeros((t, t), dtype=bool)
    np.put(mask, np.tril_indices(t), True)
    return mask
