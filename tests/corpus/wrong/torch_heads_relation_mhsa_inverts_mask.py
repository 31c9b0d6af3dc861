# track: torch
# exercise: heads
# why: multi_head_self_attention hands attention ~allowed.bool(), converting to nn.MultiheadAttention's attn_mask convention (True = hidden) although the kit's attention takes True = visible, so a masked call hides the keys it should show
# kind: relation
# diagnosis: mask-inverted
import math

import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    attn_mask = None if allowed is None else ~torch.as_tensor(allowed).bool()
    heads, weights = attention(q, k, v, attn_mask)
    return merge_heads(heads) @ w_o, weights
