# track: torch
# exercise: heads
# why: multi_head_self_attention applies the output projection head by head, adding heads[..., h, :, :] @ w_o[h*d_v:(h+1)*d_v] into an accumulator made with torch.zeros(*x.shape[:-1], w_o.shape[1]) and no dtype=, which is the default float32; the in-place += casts every float64 head down, so float64 inputs come back as a float32 output (with float32 rounding), while the weights keep their dtype
# kind: rules
# diagnosis: dtype-changed
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    d_v = heads.shape[-1]
    out = torch.zeros(*heads.shape[:-3], heads.shape[-2], w_o.shape[1], device=x.device)
    for h in range(n_heads):
        out += heads[..., h, :, :] @ w_o[h * d_v:(h + 1) * d_v]
    return out, weights
