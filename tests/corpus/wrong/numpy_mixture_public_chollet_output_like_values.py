# track: numpy
# exercise: mixture
# why: weighted_mixture adapts the NumPy pseudo-code of self-attention in Chollet's Deep Learning with Python (ch. 11), output = np.zeros(shape=input_sequence.shape) and a double loop with enumerate over the rows; there queries and keys are one sequence, so the port shapes its output like the values (S, d_v) in float64 and loops over axis 0: right only for 2-D inputs with T == S, float64 for float32 inputs, and wrong shapes or an IndexError otherwise
# kind: public
# diagnosis: needs-square, fixed-ndim, dtype-float64, fixed-leading-axes, error-on-valid, index-past-end
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    output = np.zeros(shape=values.shape)
    for i, scores in enumerate(weights):
        new_pivot_representation = np.zeros(shape=values[0].shape)
        for j, vector in enumerate(values):
            new_pivot_representation += vector * scores[j]
        output[i] = new_pivot_representation
    return output
