# track: numpy
# exercise: scaling
# why: scaled_scores ports the score part of picoGPT's attention(q, k, v, mask), q @ k.T / np.sqrt(q.shape[-1]), written for one 2-D head: k.T reverses every axis (so batched keys do not line up), and np.sqrt of the int width is a float64 scale that turns float32 scores into float64
# kind: public
# diagnosis: transpose-all-axes, axes-reversed, dtype-float64
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return q @ k.T / np.sqrt(q.shape[-1])
