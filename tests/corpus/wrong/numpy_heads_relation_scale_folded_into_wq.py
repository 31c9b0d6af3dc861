# track: numpy
# exercise: heads
# why: multi_head_self_attention folds the attention scale into the query weights, q = x @ (w_q / math.sqrt(d_k)) ("as inference engines fold 1/sqrt(d_k) into W_q"), but still calls attention, whose scaled_scores divides by sqrt(d_k) again, so every head's logits are divided by d_k instead of sqrt(d_k)
# kind: relation
# diagnosis: scale-dk, logit-ratio, ratio
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    w_q = np.asarray(w_q)
    d_k = w_q.shape[-1] // n_heads if n_heads >= 1 else 1
    q = split_heads(x @ (w_q / math.sqrt(d_k)), n_heads)  # scale folded into W_q
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
