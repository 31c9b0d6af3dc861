# track: torch
# exercise: heads
# why: multi_head_self_attention projects with torch.einsum("...td,dk", x, w) and no "->...tk"; implicit mode orders the free letters alphabetically, k before t, so every projection comes back (..., H*d, T), the product with its last two axes swapped, and split_heads cuts the positions into heads (raising ValueError for valid inputs whose T the head count does not divide, and failing at w_o otherwise)
# kind: axes
# diagnosis: transposed, bad-inner-call, crash
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q, k, v = (split_heads(torch.einsum("...td,dk", x, w), n_heads) for w in (w_q, w_k, w_v))
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
