# track: numpy
# exercise: mixture
# why: weighted_mixture writes the lecture's column-convention formula W^T V as np.matrix_transpose(weights) @ values, so the weights' last two axes are swapped: it raises unless T == S, and then sums each output over the queries instead of the keys
# kind: axes
# diagnosis: mixture-wrong-axis, needs-square, transposed, matmul-mismatch

import numpy as np

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return np.matrix_transpose(weights) @ values
