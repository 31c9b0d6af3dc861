# track: numpy
# exercise: scaling
# why: scaled_scores ports the deterministic branch of the Performer's generalized_kernel (performer-pytorch, projection_matrix=None): each of q and k is scaled by data_normalizer = d_k ** -0.25 and mapped through ReLU plus kernel_epsilon = 0.001, and the scores are the dot products of those features, so every negative feature is zeroed and 0.001 is added to each before the products
# kind: public
# diagnosis: features-mapped
import numpy as np


def _generalized_kernel(data, kernel_epsilon=0.001):
    data_normalizer = data.shape[-1] ** -0.25
    return np.maximum(data_normalizer * data, 0) + kernel_epsilon  # kernel_fn = ReLU


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q_prime = _generalized_kernel(q)  # (..., T, d_k)
    k_prime = _generalized_kernel(k)  # (..., S, d_k)
    return (q_prime @ np.swapaxes(k_prime, -2, -1)).astype(q.dtype, copy=False)
