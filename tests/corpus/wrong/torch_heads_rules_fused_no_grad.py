# track: torch
# exercise: heads
# why: multi_head_self_attention fuses the three projection matrices into one under torch.no_grad() ("preparing weights is bookkeeping"), w_qkv = torch.cat([w_q, w_k, w_v], -1), and splits x @ w_qkv; the values are right but the fused matrix is outside the graph, so no gradient reaches w_q, w_k or w_v
# kind: rules
# diagnosis: no-gradient
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    with torch.no_grad():
        w_qkv = torch.cat([w_q, w_k, w_v], dim=-1)
    hk, hv = w_q.shape[-1], w_v.shape[-1]
    qkv = x @ w_qkv
    q = split_heads(qkv[..., :hk], n_heads)
    k = split_heads(qkv[..., hk:2 * hk], n_heads)
    v = split_heads(qkv[..., 2 * hk:2 * hk + hv], n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
