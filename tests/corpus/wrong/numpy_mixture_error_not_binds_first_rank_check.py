# track: numpy
# exercise: mixture
# why: weighted_mixture writes its rank check as "if not weights.ndim >= 2 and values.ndim >= 2:" meaning not (both have 2 axes); Python reads (not weights.ndim >= 2) and values.ndim >= 2, so it raises only for 1-D weights with 2-D values: 1-D values pass the check and then fail at values.shape[-2] with IndexError, not ValueError
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if not weights.ndim >= 2 and values.ndim >= 2:
        raise ValueError(f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
