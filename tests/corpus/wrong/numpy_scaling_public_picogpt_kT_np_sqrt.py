# track: numpy
# exercise: scaling
# why: ports picoGPT's attention line, q @ k.T / np.sqrt(q.shape[-1]), written for 2-D (T, d) arrays: k.T reverses every axis, so batched keys no longer line up (raise or are transposed), and np.sqrt of the width is a NumPy float64 that turns float32 scores into float64
# kind: public
# diagnosis: transpose-all-axes, axes-reversed, dtype-float64
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    return q @ k.T / np.sqrt(q.shape[-1])
