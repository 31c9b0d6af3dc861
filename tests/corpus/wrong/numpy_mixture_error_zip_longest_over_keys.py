# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys up pairwise with itertools.zip_longest(weight columns, value rows, fillvalue=0) "so a ragged last block still works"; zip_longest pads the shorter side with 0 instead of stopping, so weights with fewer keys than the values are mixed as if the missing weights were zero, with no ValueError (and weights with more keys than the values fail on the 0 fill with IndexError)
# kind: error
# diagnosis: error-not-raised, error-not-valueerror
import itertools

import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    out = 0
    columns = np.moveaxis(weights, -1, 0)  # S x (..., T)
    rows = np.moveaxis(values, -2, 0)  # S x (..., d_v)
    for w_s, v_s in itertools.zip_longest(columns, rows, fillvalue=0):
        out = out + np.asarray(w_s)[..., None] * np.asarray(v_s)[..., None, :]
    return out
