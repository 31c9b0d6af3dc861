# track: numpy
# exercise: mixture
# why: weighted_mixture ports the deterministic evaluation of Show, Attend and Tell's hard attention (Xu et al. 2015: at test time the context is the annotation of the most attended location), np.take_along_axis(values, weights.argmax(-1)[..., None], axis=-2), so each query returns the value row of its largest weight alone, unweighted, instead of the sum of every weight times its value row
# kind: public
# diagnosis: weights-top-k, mixture-transformed, weights-argmax
import numpy as np


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    weights = np.broadcast_to(weights, lead + weights.shape[-2:])
    values = np.broadcast_to(values, lead + values.shape[-2:])
    location = weights.argmax(axis=-1)[..., None]  # (..., T, 1): the attended key of each query
    return np.take_along_axis(values, location, axis=-2)  # (..., T, d_v)
