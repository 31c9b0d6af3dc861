# track: torch
# exercise: heads
# why: multi_head_self_attention fuses the three projection matrices into a preallocated buffer, torch.cat([w_q, w_k, w_v], dim=1, out=w_qkv) ("no extra allocation per call"); torch refuses out= whenever an input requires grad, so every call that needs gradients through the weights raises RuntimeError
# kind: rules
# diagnosis: out-autograd
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    hq, hk, hv = w_q.shape[1], w_k.shape[1], w_v.shape[1]
    w_qkv = w_q.new_empty(w_q.shape[0], hq + hk + hv)
    torch.cat([w_q, w_k, w_v], dim=1, out=w_qkv)
    qkv = x @ w_qkv
    q_all, k_all, v_all = qkv.split([hq, hk, hv], dim=-1)
    q = split_heads(q_all, n_heads)
    k = split_heads(k_all, n_heads)
    v = split_heads(v_all, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
