# track: torch
# exercise: heads
# why: multi_head_self_attention merges the heads the way Informer's AttentionLayer does with mix=True (its decoder self-attention), out.transpose(2, 1).contiguous().view(B, L, -1) on (B, L, H, d) heads; in the kit's (..., H, T, d_v) layout that transpose is already done, so the port reshapes the heads straight to (..., T, H*d_v) without moving H next to the features, and each merged row mixes several positions of one head
# kind: public
# diagnosis: merge-no-transpose
# miss: heads reshaped to (..., T, H*d_v) without moving H, inside multi_head_self_attention: the merged rows go through w_o before they are compared, and no relation reads a merge through that product
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    out, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    *lead, h, t, d_v = out.shape
    # Informer (mix=True): out = out.transpose(2, 1).contiguous(); out = out.view(B, L, -1)
    out = out.contiguous().view(*lead, t, h * d_v)
    return out @ w_o, weights
