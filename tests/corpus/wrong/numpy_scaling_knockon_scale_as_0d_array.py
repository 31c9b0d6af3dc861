# track: numpy
# exercise: scaling
# why: scaled_scores keeps the scale "as an array so NumPy handles the types", np.array(math.sqrt(d_k)); a 0-d float64 array is not a weak Python scalar under NumPy 2, so float32 scores divided by it come out float64, and attention and multi-head attention on float32 inputs return float64 too
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = np.array(np.sqrt(q.shape[-1]))
    return (q @ np.swapaxes(k, -2, -1)) / scale
