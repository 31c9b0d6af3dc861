# track: numpy
# exercise: heads
# why: attention mixes the values into a buffer shaped like the queries, np.matmul(weights, v, out=np.empty_like(q)) ("the output has one row per query, like q"); the output is (..., T, d_v), so whenever d_v differs from d_k, or v brings leading axes q lacks, matmul raises ValueError on a valid input
# kind: crash
# diagnosis: out-buffer-shape, needs-dk-eq-dv
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    out = np.matmul(weights, v, out=np.empty_like(q))  # one output row per query
    return out, weights
