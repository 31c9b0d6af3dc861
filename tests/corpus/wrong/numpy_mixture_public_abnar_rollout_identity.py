# track: numpy
# exercise: mixture
# why: weighted_mixture prepares the weights the way attention-rollout code does (Abnar and Zuidema 2020, aug_att_mat = 0.5 * att + 0.5 * np.eye), "the residual connection folded into the map", so every output is half the mixture plus half of the value row at the query's own position
# kind: public
# diagnosis: identity-mixed
# miss: half the mixture plus half of each query's own value row (identity-mixed) is read only where T and S are both 2 or more, and the checks' smallest failing cases have one query or one key, so the knock-on's evidence leads
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    t, s = weights.shape[-2:]
    residual = np.eye(t, s, dtype=weights.dtype)
    aug = 0.5 * weights + 0.5 * residual
    return aug @ values
