# track: numpy
# exercise: scaling
# why: lifts the score part of picoGPT's one-line attention (Jay Mody), q @ k.T / np.sqrt(q.shape[-1]), written for one unbatched (T, d) sequence: k.T reverses every axis, so batched keys are scrambled or fail to multiply, and np.sqrt of the int width is a NumPy float64, so float32 scores come back float64
# kind: public
# diagnosis: transpose-all-axes, axes-reversed, dtype-float64
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return q @ k.T / np.sqrt(q.shape[-1])
