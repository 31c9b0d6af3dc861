# track: numpy
# exercise: scaling
# why: scaled_scores takes each dot product as np.convolve(q_row, k_row, mode="valid")[0], "a convolution of two equal-length vectors is their dot product"; but convolve flips its second argument, so feature j of the query meets feature d_k-1-j of the key: every score is q . reversed(k) / sqrt(d_k)
# kind: relation
# diagnosis: axis-flipped, features-mapped, paired-reversed
import math

import numpy as np


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    dtype = np.result_type(q, k)
    dot = np.vectorize(lambda a, b: np.convolve(a, b, mode="valid")[0], signature="(d),(d)->()", otypes=[dtype])
    raw = dot(q[..., :, None, :], k[..., None, :, :])  # (..., T, S)
    return raw / math.sqrt(q.shape[-1])
