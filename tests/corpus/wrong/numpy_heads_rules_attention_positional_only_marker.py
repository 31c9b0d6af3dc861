# track: numpy
# exercise: heads
# why: attention copies the positional-only marker of NumPy's own signatures, def attention(q, k, v, allowed=None, /), so every call that names the mask, attention(q, k, v, allowed=mask), raises TypeError
# kind: rules
# diagnosis: signature-differs
import numpy as np


def attention(q, k, v, allowed=None, /):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
