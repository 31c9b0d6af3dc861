# track: numpy
# exercise: mixture
# why: weighted_mixture gives the values a query axis before the product, weights @ values[..., None, :, :] ("one value matrix per query"), but matmul then broadcasts that new axis against the weights' batch axes: 2-D inputs come back with an extra leading axis, (1, T, d_v), and batched ones pair every batch of weights with every batch of values
# kind: axes
# diagnosis: extra-axis, batches-paired-all
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values[..., None, :, :]
