# track: numpy
# exercise: mixture
# why: weighted_mixture wraps the weights in np.ma.masked_invalid(weights) "so a NaN weight is skipped, not spread" and multiplies with @; a masked array's matmul also ORs the two operands' masks elementwise, which needs the (..., T, S) and (..., S, d_v) shapes to broadcast, so valid calls raise ValueError
# kind: crash
# diagnosis: crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {weights.shape} and {values.shape}")
    safe = np.ma.masked_invalid(weights)  # NaN weights are skipped
    return np.asarray(safe @ values)
