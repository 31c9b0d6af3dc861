# track: numpy
# exercise: mixture
# why: weighted_mixture's S check is right, but its error message reports "batch of {values.shape[-3]}" to help the student; unbatched (S, d_v) values have no axis -3, so building the message raises IndexError and a 2-D mismatch of the S axes ends in IndexError instead of the ValueError being raised
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
            f" (batch of {values.shape[-3]})"
        )
    return weights @ values
