# track: numpy
# exercise: mixture
# why: weighted_mixture adapts sentence-transformers' mean pooling, sum(embeddings * mask) / clamp(mask.sum(), min=1e-9), with the weights in the mask's place, so every output row is divided by its weights' row sum (clipped below at 1e-9) instead of using the weights as given
# kind: public
# diagnosis: mixture-renormalised, weights-rescaled
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    summed = weights @ values
    counts = np.clip(weights.sum(axis=-1, keepdims=True), 1e-9, None)
    return summed / counts
