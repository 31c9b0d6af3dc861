# track: torch
# exercise: heads
# why: multi_head_self_attention calls merge_heads(heads, n_heads), passing the head count "symmetrically" to split_heads(x, n_heads), but merge_heads takes only x, so every call raises TypeError
# kind: crash
# diagnosis: crash, signature-differs
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads, n_heads) @ w_o, weights
