# track: numpy
# exercise: mixture
# why: weighted_mixture makes its accumulator the PyTorch way, np.zeros(*weights.shape[:-1], values.shape[-1], dtype=weights.dtype), passing the sizes as separate arguments as torch.zeros takes them; np.zeros takes one shape and reads its second positional argument as the dtype, so every valid call raises TypeError ("argument for zeros() given by name ('dtype') and position")
# kind: crash
# diagnosis: crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = np.zeros(*weights.shape[:-1], values.shape[-1], dtype=weights.dtype)
    for s in range(weights.shape[-1]):
        out = out + weights[..., :, s, None] * values[..., None, s, :]
    return out
