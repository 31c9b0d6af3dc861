# track: numpy
# exercise: mixture
# why: weighted_mixture builds the output one value feature at a time, weights @ values[..., j], and stacks the (..., T) columns on the last axis; matmul treats a 1-D column as a vector only when values are 2-D, but with batched values values[..., j] is a (B, S) MATRIX, so the product pairs the weights with it as a matrix (raising, or wrong where the sizes happen to fit): right only for unbatched values
# kind: axes
# diagnosis: matmul-mismatch, error-on-valid, fails-with-leading-axes, fails-unless-ndim
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    # output feature j mixes value column j: (..., T, S) @ (..., S) -> (..., T)
    columns = [weights @ values[..., j] for j in range(values.shape[-1])]
    return np.stack(columns, axis=-1)
