# track: numpy
# exercise: mixture
# why: weighted_mixture ports the quadratic (attention) form of Mamba-2's SSD (ssd_minimal's Y = (L * C B^T) X with L = exp(segsum(A))), multiplying the weights by the decay mask L[t, s] = exp(A * (t - s)) for s <= t and 0 above the diagonal, with A = log(0.9) for a fixed decay, so every weight is shrunk by its distance and the later keys are dropped
# kind: public
# diagnosis: weights-by-distance, weights-triangle
# miss: the decay fits weights-by-distance on cases of two queries or more, but one-query cases keep only the first key (key-left-out) and one-feature cases fit nothing: no one hypothesis covers every check, so the knock-on's evidence leads
import numpy as np


def _segsum_decay(T, S, a):
    t = np.arange(T)[:, None]
    s = np.arange(S)[None, :]
    return np.where(s <= t, np.exp(a * (t - s)), 0.0)


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    T, S = weights.shape[-2:]
    L = _segsum_decay(T, S, np.log(0.9)).astype(weights.dtype)
    return (weights * L) @ values
