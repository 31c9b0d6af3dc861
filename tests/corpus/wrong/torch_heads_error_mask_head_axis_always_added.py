# track: torch
# exercise: heads
# why: multi_head_self_attention gives every mask a head axis with allowed = allowed.unsqueeze(-3) ("one (T, T) mask shared by all heads"), also when the mask already has one; a valid (..., H, T, T) or (B, 1, T, T) mask becomes 5-D, no longer broadcasts to the (..., H, T, T) scores, and mask_scores raises ValueError on a valid call
# kind: error
# diagnosis: fails-with-head-mask, error-on-valid

import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    if allowed is not None:
        allowed = torch.as_tensor(allowed).unsqueeze(-3)  # (..., 1, T, T): the same mask for every head
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
