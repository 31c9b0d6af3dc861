# track: torch
# exercise: heads
# why: multi_head_self_attention projects once with x @ torch.cat((w_q, w_k, w_v), dim=-1) and cuts the result with .split(w_q.shape[-1], dim=-1) ("pieces as wide as the query projection"); split takes one piece size for every piece, so whenever the value projection is wider than the query one (d_v > d_k) it makes four or more pieces and the unpacking q, k, v = ... raises ValueError on a valid call (it is right only when d_v <= d_k)
# kind: crash
# diagnosis: crash
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    qkv = x @ torch.cat((w_q, w_k, w_v), dim=-1)
    q, k, v = qkv.split(w_q.shape[-1], dim=-1)
    q = split_heads(q, n_heads)
    k = split_heads(k, n_heads)
    v = split_heads(v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
