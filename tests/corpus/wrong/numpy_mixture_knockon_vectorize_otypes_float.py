# track: numpy
# exercise: mixture
# why: weighted_mixture loops the matrix product over the batch axes with np.vectorize(np.matmul, signature="(t,s),(s,d)->(t,d)", otypes=[float]), giving otypes "so vectorize does not call matmul once more to guess the output type"; otypes=[float] is float64, so float32 weights and values come back as a float64 mixture (and attention's output with them)
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
import numpy as np

_batched_matmul = np.vectorize(np.matmul, signature="(t,s),(s,d)->(t,d)", otypes=[float])


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return _batched_matmul(weights, values)
