# track: numpy
# exercise: mixture
# why: weighted_mixture writes np.einsum('...ts,...sd->td', weights, values), leaving the ellipsis out of the output, so NumPy raises ValueError on every input with a leading batch or head axis ("no '...' ellipsis provided"; torch's einsum would sum those axes away); unbatched calls are right, and attention and multi-head attention break on batched inputs
# kind: knockon
# diagnosis: axis-reduced, fails-with-leading-axes, einsum-letters
import math

import numpy as np

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.einsum("...ts,...sd->td", weights, values)
