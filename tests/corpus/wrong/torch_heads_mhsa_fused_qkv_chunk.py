# track: torch
# exercise: heads
# why: multi_head_self_attention fuses the projections like nanoGPT's c_attn (x @ cat([w_q, w_k, w_v])) and cuts the result with .chunk(3, dim=-1), equal thirds, which is right only when d_v = d_k
# kind: public-code
# diagnosis: needs-dk-eq-dv,mhsa-wrong-projection
# miss: chunk(3) cuts thirds of ceil((2 d_k + d_v) / 3) features, which is also right where d_k = 2 and d_v = 1, and the calls sent ahead show such right cases: "right only when d_k = d_v" no longer holds cleanly, and the refusal of the student's own split_heads leads (bad-inner-call)
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    qkv = x @ torch.cat([w_q, w_k, w_v], dim=-1)
    q, k, v = qkv.chunk(3, dim=-1)
    q = split_heads(q, n_heads)
    k = split_heads(k, n_heads)
    v = split_heads(v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
