# track: torch
# exercise: heads
# why: attention ports the learned per-dimension query scale of Praxis/Lingvo's DotProductAttention (PerDimScale, zeros at init) as q * softplus(per_dim_scale) before scaled_scores, but leaves out the constant r_softplus_0 = 1.442695 that makes softplus(0) * r_softplus_0 = 1, so every query is multiplied by softplus(0) = ln 2 and the softmax sees the expected scores times ln 2 (0.693)
# kind: public
# diagnosis: logit-ratio:ln(2), logit-ratio
import torch
import torch.nn.functional as F


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    per_dim_scale = q.new_zeros(q.shape[-1])  # a learned parameter, zero at initialisation
    q = q * F.softplus(per_dim_scale)  # (..., T, d_k), scaled feature by feature
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
