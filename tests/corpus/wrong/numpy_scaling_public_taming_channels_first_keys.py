# track: numpy
# exercise: scaling
# why: ports the AttnBlock of taming-transformers (VQGAN), w_ = bmm(q, k) * int(c) ** -0.5, where k was reshaped channels-first to (b, c, h*w) beforehand; the kit's keys come as (..., S, d_k), so q @ k multiplies (T, d_k) by (S, d_k) untransposed and raises whenever S != d_k (and gives the wrong products where they are equal)
# kind: public
# diagnosis: matmul-mismatch, crash
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {q.shape}, k {k.shape}")
    c = q.shape[-1]
    w_ = np.matmul(q, k)
    return w_ * (int(c) ** (-0.5))
