# track: torch
# exercise: heads
# why: multi_head_self_attention validates w_o by its COLUMNS, "w_o.shape[1] != w_v.shape[1]" (H*d_v), where its rows hold H*d_v and its columns D, so every valid call with D != H*d_v raises ValueError
# kind: error
# diagnosis: error-on-valid
import torch
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if w_o.shape[1] != w_v.shape[1]:
        raise ValueError("w_o must map the H*d_v merged features")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
