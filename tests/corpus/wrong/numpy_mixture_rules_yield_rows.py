# track: numpy
# exercise: mixture
# why: weighted_mixture mixes one query at a time with "yield weights[..., t, :] @ values" in a loop over T (meant to collect the rows); a yield anywhere in the body makes the function a generator, so every call returns a generator object, not an np.ndarray, and its checks never run until it is iterated
# kind: rules
# diagnosis: wrong-array-type
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    for t in range(weights.shape[-2]):
        yield weights[..., t, :] @ values  # (..., d_v): query t's mixture
