# track: numpy
# exercise: mixture
# why: weighted_mixture shifts the value rows right by one key, np.roll(values, 1, axis=-2), "as the decoder's inputs are shifted right" in the tutorial it follows, before weights @ values; every weight then meets the previous key's value row (key 0's weight meets the last key's row)
# kind: relation
# diagnosis: axis-rolled, values-rolled
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    shifted = np.roll(values, 1, axis=-2)  # shift right, as the decoder's inputs
    return weights @ shifted
