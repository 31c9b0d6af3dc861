# track: torch
# exercise: heads
# why: multi_head_self_attention validates its projections with "if w_v.shape != w_q.shape: raise ValueError" ("the three projections must match"), but w_v is (D, H*d_v) and w_q is (D, H*d_k), so every valid call with d_v != d_k is rejected
# kind: error
# diagnosis: error-on-valid, needs-dk-eq-dv
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if w_k.shape != w_q.shape or w_v.shape != w_q.shape:
        raise ValueError(
            f"w_q {tuple(w_q.shape)}, w_k {tuple(w_k.shape)} and w_v {tuple(w_v.shape)} must have the same shape"
        )
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
