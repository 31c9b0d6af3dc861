# track: torch
# exercise: heads
# why: multi_head_self_attention ports minGPT's CausalSelfAttention.forward, B, T, C = x.size() and (x @ w).view(B, T, H, C // H).transpose(1, 2), merging with y.transpose(1, 2).contiguous().view(B, T, C): it only works for 3-D x, and it takes the head width from the model width C where H * d_k (the projections' width) belongs
# kind: public
# diagnosis: fixed-leading-axes

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    B, T, C = x.size()
    hs = C // n_heads
    q = (x @ w_q).view(B, T, n_heads, hs).transpose(1, 2)
    k = (x @ w_k).view(B, T, n_heads, hs).transpose(1, 2)
    v = (x @ w_v).view(B, T, n_heads, hs).transpose(1, 2)
    y, weights = attention(q, k, v, allowed)
    y = y.transpose(1, 2).contiguous().view(B, T, C)
    return y @ w_o, weights
