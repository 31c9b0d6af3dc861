# track: numpy
# exercise: heads
# why: attention ports the self-exclusion of CCNet's criss-cross attention (Huang et al. 2019), which adds INF = -diag(inf) to its column energies so that a position is not counted twice, as scores - np.diag(np.full(T, np.inf)); every query's own key (the diagonal) gets -inf whatever the mask says, so the weights hide the diagonal, a causal query 0 is left with no key (ValueError), and T != S cannot broadcast the (T, T) term
# kind: public
# diagnosis: hides-visible
# miss: every case raises (T != S cannot broadcast the (T, T) diagonal, a causal query 0 is left with no key), so no value shows the diagonal hidden; the crash's line is shown, and multi-head attention's self-attention cases, which would show it, come second

import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    # CCNet: energy_H = bmm(q, k) + INF(...), INF = -diag(inf): a position must not attend
    # to itself on this path (it is counted on the other one).
    scores = scores - np.diag(np.full(scores.shape[-2], np.inf, dtype=scores.dtype))
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
