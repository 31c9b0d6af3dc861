# track: numpy
# exercise: mixture
# why: weighted_mixture ports MLP-Mixer's token-mixing step (google-research vision_transformer, y = jnp.swapaxes(x, 1, 2), mix, swap back) as np.swapaxes(np.swapaxes(values, 1, 2) @ np.swapaxes(weights, 1, 2), 1, 2); axes 1 and 2 are the token and feature axes only for 3-D (B, S, d_v) arrays, so unbatched 2-D inputs raise AxisError (a ValueError) and 4-D head inputs swap the heads with the keys and fail
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes, crash, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # token mixing as in MLP-Mixer: put the tokens last, mix them, put them back
    y = np.swapaxes(values, 1, 2)            # (B, d_v, S)
    y = y @ np.swapaxes(weights, 1, 2)       # (B, d_v, T)
    return np.swapaxes(y, 1, 2)              # (B, T, d_v)
