# track: numpy
# exercise: mixture
# why: weighted_mixture ports one propagation step of APPNP (Klicpera et al. 2019; PyG's APPNP, x = (1 - alpha) * A @ x + alpha * h with teleport alpha = 0.1), returning 0.9 * (weights @ values) + 0.1 * values: every output is 0.9 times the expected mixture plus a tenth of the value row at the query's own position, and whenever T != S (and neither is 1) the two terms do not even broadcast, so valid calls raise
# kind: public
# diagnosis: scaled-offset, added-input
# miss: 0.9 times the mixture plus 0.1 times the values raises wherever T != S (the two terms do not broadcast); the crash's line leads, and the relation (identity-mixed) shows only on square cases
import numpy as np

ALPHA = 0.1  # teleport probability of personalized PageRank


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    propagated = weights @ values
    return (1 - ALPHA) * propagated + ALPHA * values
