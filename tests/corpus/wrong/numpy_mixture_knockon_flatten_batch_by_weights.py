# track: numpy
# exercise: mixture
# why: weighted_mixture folds the leading axes into one batch axis with weights.reshape(-1, T, S) and values.reshape(-1, S, d_v) and unfolds with the weights' shape, which is right only when both inputs have the same leading axes; broadcast inputs (2-D values shared by a batch, v with extra axes) raise or mix the wrong batches, and attention inherits it
# kind: knockon
# diagnosis: fixed-leading-axes, fails-with-leading-axes, crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    t, s = weights.shape[-2:]
    d_v = values.shape[-1]
    w = weights.reshape(-1, t, s)
    v = values.reshape(-1, s, d_v)
    out = w @ v
    return out.reshape(*weights.shape[:-2], t, d_v)
