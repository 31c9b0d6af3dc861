# track: torch
# exercise: heads
# why: multi_head_self_attention ports Whisper's qkv_attention, scale = d_h ** -0.25 applied to q and to k, and then calls the kit's attention, which divides by sqrt(d_k) again, so the scores are divided by d_k
# kind: public
# diagnosis: scale-dk, logit-ratio
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scale = q.shape[-1] ** -0.25
    heads, weights = attention(q * scale, k * scale, v, allowed)
    return merge_heads(heads) @ w_o, weights
