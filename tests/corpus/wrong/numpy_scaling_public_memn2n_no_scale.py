# track: numpy
# exercise: scaling
# why: scaled_scores ports the memory read of End-To-End Memory Networks (Sukhbaatar et al. 2015; p = softmax(u^T m_i)), the plain inner product of query and memory with no scale, so the scores are never divided by sqrt(d_k)
# kind: public
# diagnosis: scale-none
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # MemN2N: match between the controller state u and each memory m_i is u . m_i
    return q @ np.swapaxes(k, -2, -1)
