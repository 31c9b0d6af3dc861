# track: numpy
# exercise: scaling
# why: scaled_scores ports the score line of the Latent Diffusion / Stable Diffusion CrossAttention, sim = einsum('b i d, b j d -> b i j', q, k) * scale with scale = dim_head ** -0.5, as np.einsum('bid,bjd->bij', ...); there the heads are folded into one batch axis, so the subscripts name exactly three axes and every 2-D or 4-D (heads) input raises ValueError
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes, crash, error-on-valid
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = q.shape[-1] ** -0.5
    return np.einsum("bid,bjd->bij", q, k) * scale
