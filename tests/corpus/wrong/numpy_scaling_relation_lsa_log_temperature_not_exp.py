# track: numpy
# exercise: scaling
# why: scaled_scores takes the learnable temperature of Locality Self-Attention, stored as its log, temperature = log(d_k ** -0.5), and multiplies the dot products by the temperature itself where LSA multiplies by temperature.exp(); log(d_k ** -0.5) = -0.5 ln d_k, so every score has the wrong sign and a factor that grows with d_k (-0.69 for d_k = 4 where 0.5 belongs)
# kind: relation
# diagnosis: ratio:trend-d_k, ratio
import math

import numpy as np


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    d_k = q.shape[-1]
    if d_k != k.shape[-1]:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    temperature = math.log(d_k ** -0.5)  # learned in log space, initialised at 1/sqrt(d_k)
    return (q @ np.swapaxes(k, -2, -1)) * temperature
