# track: numpy
# exercise: heads
# why: multi_head_self_attention ports the tied row attention of ESM's MSA Transformer (RowSelfAttention: q scaled by head_dim ** -0.5 / sqrt(num_rows), scores summed over the rows of the alignment into one map per head), reading the leading axes of x as the rows; right for unbatched x, but with batch axes every batch element gets the one map summed over the whole batch
# kind: public
# diagnosis: fails-with-leading-axes
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)  # (rows..., H, T, d)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    num_rows = math.prod(q.shape[:-3])  # 1 for a single sequence
    scaling = q.shape[-1] ** -0.5 / math.sqrt(num_rows)
    scores = (q * scaling) @ np.swapaxes(k, -1, -2)  # (rows..., H, T, T)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    tied = scores.reshape(-1, *scores.shape[-3:]).sum(axis=0)  # (H, T, T), tied over the rows
    weights = stable_softmax(tied)
    heads = weighted_mixture(weights, v)  # (rows..., H, T, d_v)
    weights = np.broadcast_to(weights, scores.shape).copy()
    return merge_heads(heads) @ w_o, weights
