# track: numpy
# exercise: mixture
# why: ports the read-out of xLSTM's mLSTM cell (Beck et al. 2024), h = C q / max(|n . q|, 1), dividing each output row by max(|row sum of the weights|, 1), so any weight row whose sum exceeds 1 in size is rescaled instead of used as given
# kind: public
# diagnosis: fails-with-unnormalised-weights, weights-rescaled, mixture-renormalised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # mLSTM: the normaliser state n is the running sum of the gates; divide by max(|n q|, 1)
    normaliser = np.maximum(np.abs(weights.sum(axis=-1, keepdims=True)), 1)
    return (weights @ values) / normaliser.astype(weights.dtype)
