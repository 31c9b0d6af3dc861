# track: numpy
# exercise: mixture
# why: weighted_mixture multiplies with np.linalg.multi_dot([weights, values]) ("the chain product, in the best order"); of two arrays multi_dot is np.dot, which pairs every batch of weights with every batch of values, so batched inputs come back with an extra axis (B, T, B, d_v) instead of (B, T, d_v) (the writer's why said it raises LinAlgError; NumPy checks the axes only for three arrays or more, and the why was corrected on reading)
# kind: axes
# diagnosis: dot-not-matmul, batches-paired-all
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    return np.linalg.multi_dot([weights, values])
