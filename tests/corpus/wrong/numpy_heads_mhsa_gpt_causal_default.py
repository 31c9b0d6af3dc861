# track: numpy
# exercise: heads
# why: multi_head_self_attention follows GPT-2 style code and applies a causal mask whenever allowed is None, so unmasked self-attention hides every later key
# kind: public-code
# diagnosis: fails-without-mask
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is None:  # decoder self-attention: a position only looks back
        allowed = causal_mask(x.shape[-2])
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
