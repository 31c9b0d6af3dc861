# track: numpy
# exercise: scaling
# why: scaled_scores ports the score line of MONAI's SABlock (the ViT/UNETR self-attention block), np.einsum("blxd,blyd->blxy", q, k) * head_dim ** -0.5, whose subscripts name exactly four axes (batch, head, position, feature); 2-D and 3-D queries and keys have fewer axes than subscripts, so einsum raises ValueError on them, and 5-D inputs too
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes, fails-unless-ndim
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = q.shape[-1] ** -0.5
    return np.einsum("blxd,blyd->blxy", q, k) * scale
