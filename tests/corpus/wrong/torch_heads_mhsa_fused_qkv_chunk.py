# track: torch
# exercise: heads
# why: multi_head_self_attention fuses the projections like nanoGPT's c_attn (x @ cat([w_q, w_k, w_v])) and cuts the result with .chunk(3, dim=-1), equal thirds, which is right only when d_v = d_k
# kind: public-code
# diagnosis: needs-dk-eq-dv,mhsa-wrong-projection
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    qkv = x @ torch.cat([w_q, w_k, w_v], dim=-1)
    q, k, v = qkv.chunk(3, dim=-1)
    q = split_heads(q, n_heads)
    k = split_heads(k, n_heads)
    v = split_heads(v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
