# track: numpy
# exercise: mixture
# why: weighted_mixture keeps only each row's larger half of the weights ("sparse attention: drop the keys that barely count"), zeroing the others found with np.argpartition before mixing, so every row with S > 1 loses the contribution of its smaller weights
# kind: relation
# diagnosis: mixture-clipped, mixture-transformed, weights-dropped, weights-top-k
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    s = weights.shape[-1]
    drop = s // 2
    if drop:
        small = np.argpartition(weights, drop - 1, axis=-1)[..., :drop]
        weights = weights.copy()
        np.put_along_axis(weights, small, 0, axis=-1)
    return weights @ values
