# track: numpy
# exercise: heads
# why: attention ports the channels-first layout of Apple's ml-ane-transformers (scores einsum 'bchq,bkhc->bkhq', softmax over the keys axis 1, output einsum 'bkhq,bchk->bchq'), keeping the keys on axis -2 and the queries on axis -1; the output is right but the returned weights are (..., S, T), transposed, and the mask is applied transposed too
# kind: public
# diagnosis: transposed, scores-transposed
import math

import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # ANE layout: keys along axis -2, queries along axis -1 ("bkhq")
    scores = np.einsum("...kc,...qc->...kq", k, q) / math.sqrt(q.shape[-1])  # (..., S, T)
    if allowed is not None:
        visible = np.swapaxes(np.atleast_2d(np.asarray(allowed).astype(bool)), -1, -2)
        visible = np.broadcast_to(visible, scores.shape)
        if not visible.any(axis=-2).all():
            raise ValueError("a query has no visible key")
        scores = np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
    # softmax over the keys, which is axis -2 in this layout
    exps = np.exp(scores - scores.max(axis=-2, keepdims=True))
    weights = exps / exps.sum(axis=-2, keepdims=True)  # (..., S, T)
    out = np.einsum("...kq,...kd->...qd", weights, v)  # (..., T, d_v)
    return out, weights
