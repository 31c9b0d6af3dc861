# track: torch
# exercise: heads
# why: multi_head_self_attention makes its three projections in one comprehension over (w_q, w_k, w_k), a copy-paste typo for (w_q, w_k, w_v), so the values are x @ w_k: the weights are right, but every head mixes key vectors instead of value vectors (and where d_v != d_k the merged width no longer fits w_o)
# kind: relation
# diagnosis: mhsa-wrong-projection
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q, k, v = [split_heads(x @ w, n_heads) for w in (w_q, w_k, w_k)]
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
