# track: numpy
# exercise: mixture
# why: weighted_mixture follows the output layer of the GAT paper (Velickovic et al. 2018, eq. 6: the K heads' aggregated features are averaged, not concatenated), np.mean(weights @ values, axis=-3); a 2-D call raises AxisError, a 3-D one averages the batch away and a 4-D one the heads, so axis -3 of the output is lost
# kind: public
# diagnosis: axis-reduced, crash, fixed-ndim
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2+ axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    per_head = weights @ values  # (..., H, T, d_v)
    return np.mean(per_head, axis=-3)  # GAT output layer: average the heads
