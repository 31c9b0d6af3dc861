# track: numpy
# exercise: mixture
# why: weighted_mixture follows the loop of Karpathy's 'Let's build GPT' bag-of-words, for b in range(B): for t in range(T): out[b, t] = weights[b, t] @ values[b], written for (B, T, S) inputs, so unbatched 2-D inputs (and more leading axes) fail
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes, crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    B, T, S = weights.shape
    out = np.zeros((B, T, values.shape[-1]), dtype=np.result_type(weights, values))
    for b in range(B):
        for t in range(T):
            out[b, t] = weights[b, t] @ values[b]
    return out
