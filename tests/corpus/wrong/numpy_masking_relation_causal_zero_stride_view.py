# track: numpy
# exercise: masking
# why: causal_mask makes a (t, t) grid of True without allocating it, np.lib.stride_tricks.as_strided(np.ones(1, bool), (t, t), (0, 0)), then hides the future with mask[np.triu_indices(t, 1)] = False; with zero strides every entry is the one same byte, so that write turns the whole mask False for t > 1
# kind: relation
# diagnosis: mask-all-one-value, hides-visible
import numpy as np


def causal_mask(t):
    # one True seen t*t times: no (t, t) allocation
    mask = np.lib.stride_tricks.as_strided(np.ones(1, dtype=bool), shape=(t, t), strides=(0, 0))
    mask[np.triu_indices(t, 1)] = False  # hide the keys after each query
    return mask
