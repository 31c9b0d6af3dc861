# track: numpy
# exercise: heads
# why: attention ports OpenNMT-tf's masking in dot-product attention, dot * mask + (1 - mask) * float32.min: hidden scores become np.finfo(np.float32).min, a finite number, instead of -inf, so a query with no visible key gets uniform weights instead of raising ValueError (and mask_scores is never called)
# kind: public
# diagnosis: mask-large-negative, error-not-raised
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    dot = scaled_scores(q, k)
    if allowed is not None:
        mask = np.asarray(allowed).astype(dot.dtype)
        dot = dot * mask + (1.0 - mask) * np.finfo(np.float32).min
        dot = dot.astype(q.dtype, copy=False)
    weights = stable_softmax(dot)
    return weighted_mixture(weights, v), weights
