# track: torch
# exercise: heads
# why: multi_head_self_attention casts x and every projection matrix with .float() first ("model weights are float32"), so float64 inputs give float32 outputs and weights
# kind: rules
# diagnosis: dtype-changed

import torch

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x, w_q, w_k, w_v, w_o = (t.float() for t in (x, w_q, w_k, w_v, w_o))
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
