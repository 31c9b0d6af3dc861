# track: torch
# exercise: heads
# why: multi_head_self_attention hands its weights back with the heads axis moved to the front, weights.movedim(-3, 0) ("one attention map per head, ready to plot"), so batched calls return (H, ..., T, T) instead of (..., H, T, T); only unbatched calls come out right
# kind: axes
# diagnosis: permuted, split-heads-first, fails-with-leading-axes
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights.movedim(-3, 0)  # one map per head first
