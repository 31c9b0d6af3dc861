# track: numpy
# exercise: heads
# why: multi_head_self_attention ports Swin Transformer V2's scaled cosine attention: each head's queries and keys are L2-normalised (q / |q|, k / |k|) and the scores multiplied by exp(logit_scale) with logit_scale = log(10) at its init, before the kit's attention, so the scores are cosine similarities times 10 / sqrt(d_k)
# kind: public
# diagnosis: cosine-scores
# miss: the cosine similarities are taken per head inside multi_head_self_attention and scaled by a learnt constant (10 here); the catalogue's multi-head candidates try no cosine scores, and no relation reads one through the projections and the softmax
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    q = q / np.linalg.norm(q, axis=-1, keepdims=True)
    k = k / np.linalg.norm(k, axis=-1, keepdims=True)
    logit_scale = math.log(10.0)  # Swin V2: log(10 * ones), clamped at log(100)
    q = q * math.exp(logit_scale)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
