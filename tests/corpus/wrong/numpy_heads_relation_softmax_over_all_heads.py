# track: numpy
# exercise: heads
# why: multi_head_self_attention writes attention inline and normalises each query's scores over every head's keys together (the heads moved next to the keys and the (H, S) block flattened before stable_softmax), so each query's weights sum to 1 over all heads instead of 1 per head
# kind: relation
# diagnosis: row-scale, row-sum, blocks-apart, reduced-other-axis
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = scaled_scores(q, k)  # (..., H, T, T)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    h, t, s = scores.shape[-3:]
    per_query = np.swapaxes(scores, -3, -2)  # (..., T, H, S)
    flat = per_query.reshape(*per_query.shape[:-2], h * s)
    weights = np.swapaxes(stable_softmax(flat).reshape(per_query.shape), -3, -2)
    heads = weighted_mixture(weights, v)
    return merge_heads(heads) @ w_o, weights
