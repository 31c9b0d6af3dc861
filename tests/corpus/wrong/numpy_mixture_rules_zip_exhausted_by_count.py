# track: numpy
# exercise: mixture
# why: weighted_mixture pairs each key's weight column with its value row through zip(...), counts the pairs with len(list(pairs)) for its check, and then sums sum(w * v for w, v in pairs); the count has run the zip iterator to its end, so the sum is over nothing and returns the int 0 instead of an array
# kind: rules
# diagnosis: wrong-array-type
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs at least 2 axes each; got {weights.shape} and {values.shape}")
    # one (weight column (..., T), value row (..., d_v)) pair per key
    pairs = zip(np.moveaxis(weights, -1, 0), np.moveaxis(values, -2, 0))
    if len(list(pairs)) != weights.shape[-1] or weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return sum(w[..., None] * v[..., None, :] for w, v in pairs)
