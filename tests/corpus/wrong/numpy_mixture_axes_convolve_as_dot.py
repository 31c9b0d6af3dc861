# track: numpy
# exercise: mixture
# why: weighted_mixture takes each output entry as np.convolve(weight_row, value_column, mode="valid")[0], "a convolution is a sliding dot product, and with equal lengths it slides once"; but convolve flips its second argument, so weight s meets value row S-1-s: the result is weights @ values[..., ::-1, :], the value rows taken in reverse key order
# kind: axes
# diagnosis: axis-flipped, paired-reversed
import numpy as np


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) weights and (..., S, d_v) values; got {weights.shape}, {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    dtype = np.result_type(weights, values)
    dot = np.vectorize(lambda a, b: np.convolve(a, b, mode="valid")[0], signature="(s),(s)->()", otypes=[dtype])
    # pair every weight row (..., T, 1, S) with every value column (..., 1, d_v, S)
    return dot(weights[..., :, None, :], np.swapaxes(values, -2, -1)[..., None, :, :])
