# track: numpy
# exercise: scaling
# why: scaled_scores computes the scale as np.sqrt(d_k, dtype=np.float32) "the usual dtype of a model", a float32-rounded square root; float32 scores are right, but float64 scores are divided by a scale rounded to float32 (sqrt(8) off in the 8th digit), so float64 results lose precision
# kind: relation
# diagnosis: scale-float32, float32-precision
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = np.sqrt(q.shape[-1], dtype=np.float32)
    return (q @ np.swapaxes(k, -2, -1)) / scale
