# track: numpy
# exercise: scaling
# why: scaled_scores keeps the clip_qkv=8 of DBRX's attention (qkv.clamp_(min=-clip_qkv, max=clip_qkv) before the heads are split), clipping every query and key feature into [-8, 8] before the product, so scores of large queries or keys are too small
# kind: public
# diagnosis: clipped, inputs-rounded
import math

import numpy as np

CLIP_QKV = 8.0


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = np.clip(q, -CLIP_QKV, CLIP_QKV)
    k = np.clip(k, -CLIP_QKV, CLIP_QKV)
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
