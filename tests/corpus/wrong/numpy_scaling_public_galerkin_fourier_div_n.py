# track: numpy
# exercise: scaling
# why: scaled_scores ports the Fourier-type attention of Cao's Galerkin Transformer (2021), (Q K^T) V / n with n the sequence length, keeping its normalisation: the scores are q k^T divided by n = S, the number of keys, instead of sqrt(d_k)
# kind: public
# diagnosis: scale-seq-len, ratio
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    n = k.shape[-2]  # sequence length of the keys
    return (q @ np.swapaxes(k, -2, -1)) / n
