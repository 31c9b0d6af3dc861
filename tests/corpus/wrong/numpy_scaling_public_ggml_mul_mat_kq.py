# track: numpy
# exercise: scaling
# why: scaled_scores ports llama.cpp's kq = ggml_mul_mat(ctx, k, q) with kq_scale = 1/sqrt(n_embd_head), reading ggml_mul_mat(a, b) as a @ b^T; ggml's mul_mat is b @ a^T in row-major terms, so the port computes k @ q^T and returns the scores transposed, (..., S, T)
# kind: public
# diagnosis: scores-transposed, transposed
import math

import numpy as np


def _ggml_mul_mat(a, b):
    return a @ np.swapaxes(b, -2, -1)


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    kq_scale = 1.0 / math.sqrt(q.shape[-1])
    kq = _ggml_mul_mat(k, q)
    return kq * kq_scale
