# track: numpy
# exercise: heads
# why: multi_head_self_attention follows muP (Yang et al., Tensor Programs V: attention logits scaled by 1/d_head, not 1/sqrt(d_head)) by pre-dividing each head's queries by sqrt(d_k) before calling attention, which divides by sqrt(d_k) again, so the scores are divided by d_k
# kind: public
# diagnosis: scale-dk, logit-ratio
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    q = q / math.sqrt(q.shape[-1])  # muP: 1/d attention, together with attention's 1/sqrt(d)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
