# track: numpy
# exercise: mixture
# why: weighted_mixture divides every value row by its Euclidean length before mixing, values / np.linalg.norm(values, axis=-1, keepdims=True) ("value vectors are directions, like normalised embeddings"), so each key's contribution is rescaled by 1/|v_s| and the output is a mixture of unit vectors instead of the values as given
# kind: relation
# diagnosis: mixture-transformed, scale-per-column, values-normalised
import numpy as np


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 or more axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    directions = values / np.linalg.norm(values, axis=-1, keepdims=True)
    return weights @ directions
