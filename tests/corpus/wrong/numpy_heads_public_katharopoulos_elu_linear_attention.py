# track: numpy
# exercise: heads
# why: attention ports the linear attention of Katharopoulos et al. 2020 ("Transformers are RNNs", fast-transformers' LinearAttention): q and k go through the feature map elu(x) + 1 and the weights are phi(q) phi(k)^T over their row sum (+1e-6), hidden keys zeroed, with no exp and no 1/sqrt(d_k), so the weights are not softmax(q k^T / sqrt(d_k)) and a query with no visible key is not rejected
# kind: public
# diagnosis: features-mapped, weights-not-exp, error-not-raised
# miss: in grading, attention's weights (elu + 1 feature maps over their row sum) match no relation on the hidden cases, so the feedback leads with multi_head_self_attention's knock-on from attention (evidence, no named cause); the self-check names the dead row let through (error-not-raised)
import numpy as np


def _elu_feature_map(x):
    return np.where(x > 0, x, np.expm1(np.minimum(x, 0))) + 1


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    phi_q = _elu_feature_map(q)
    phi_k = _elu_feature_map(k)
    sims = phi_q @ np.swapaxes(phi_k, -2, -1)  # (..., T, S), all positive
    if allowed is not None:
        sims = np.where(np.asarray(allowed).astype(bool), sims, 0)
    weights = sims / (sims.sum(axis=-1, keepdims=True) + 1e-6)
    return weights @ v, weights
