# track: torch
# exercise: heads
# why: multi_head_self_attention ports timm's Attention.forward: B, N, C = x.shape, then (x @ cat([w_q, w_k, w_v])).reshape(B, N, 3, H, d).permute(2, 0, 3, 1, 4) and q, k, v = qkv.unbind(0); that unpacking and permutation assume exactly one batch axis (and d_v = d_k), so unbatched (T, D) inputs raise ValueError and inputs with more leading axes raise too
# kind: public
# diagnosis: fixed-leading-axes,fixed-ndim
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    B, N, C = x.shape
    w_qkv = torch.cat([w_q, w_k, w_v], dim=-1)
    head_dim = w_q.shape[-1] // n_heads
    qkv = (x @ w_qkv).reshape(B, N, 3, n_heads, head_dim).permute(2, 0, 3, 1, 4)
    q, k, v = qkv.unbind(0)  # each (B, H, N, d)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
