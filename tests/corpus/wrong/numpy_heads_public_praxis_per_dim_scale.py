# track: numpy
# exercise: heads
# why: attention ports Praxis/Lingvo's PerDimScale (a learned per-feature query scale, zeros at init) into NumPy as q * softplus(per_dim_scale) with softplus written np.logaddexp(0, s), before scaled_scores, but drops the constant r_softplus_0 = 1.442695 that turns softplus(0) into 1, so every query is multiplied by ln 2 and the softmax sees the expected scores times 0.693
# kind: public
# diagnosis: logit-ratio:ln(2), logit-ratio
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    per_dim_scale = np.zeros(q.shape[-1], dtype=q.dtype)  # learned, zero at initialisation
    q = q * np.logaddexp(0, per_dim_scale)  # softplus, feature by feature
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
