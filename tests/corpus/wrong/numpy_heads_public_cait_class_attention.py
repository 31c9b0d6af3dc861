# track: numpy
# exercise: heads
# why: multi_head_self_attention ports CaiT's class-attention layer (Touvron et al. 2021, timm's ClassAttn), where only the first token (the class token) asks queries, q = x[:, 0] @ w_q, while every token gives keys and values; only query 0 attends, so the output is (..., 1, D) and the weights (..., H, 1, T): the first row of the expected ones, the other T - 1 rows missing
# kind: public
# diagnosis: cut-short
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x[..., :1, :] @ w_q, n_heads)  # class token only: (..., H, 1, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    if allowed is not None:
        allowed = np.asarray(allowed)
        if allowed.ndim >= 2:
            allowed = allowed[..., :1, :]  # the class token's row of the mask
    heads, weights = attention(q, k, v, allowed)  # (..., H, 1, d_v), (..., H, 1, T)
    return merge_heads(heads) @ w_o, weights  # (..., 1, D)
