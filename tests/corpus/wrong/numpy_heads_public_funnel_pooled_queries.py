# track: numpy
# exercise: heads
# why: attention ports the "pool the queries only" attention of Funnel-Transformer (Dai et al. 2020; pool_q_only, stride 2): the queries are mean-pooled over pairs of neighbouring positions before scoring while keys and values keep full length, so attention returns ceil(T/2) output rows and weights (..., ceil(T/2), S) instead of T
# kind: public
# diagnosis: crash
# miss: the queries averaged in pairs give ceil(T/2) rows, and no relation replays a pooling of the queries; cut-short (read where every query is the same) is ruled out by the other cases, and the mask pooled with them lets a row with no visible key through, which leads
import numpy as np


def _pool_pairs(x):
    """Mean-pool pairs of neighbouring positions (axis -2), stride 2; an odd last one stays."""
    t = x.shape[-2]
    if t % 2:
        x = np.concatenate([x, x[..., -1:, :]], axis=-2)
    return 0.5 * (x[..., 0::2, :] + x[..., 1::2, :])


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    q = _pool_pairs(q)  # pool_q_only: (..., ceil(T/2), d_k)
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = np.asarray(allowed)
        if allowed.ndim >= 2 and allowed.shape[-2] > 1:
            allowed = allowed[..., 0::2, :]  # the pooled query keeps the first row's visibility
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
