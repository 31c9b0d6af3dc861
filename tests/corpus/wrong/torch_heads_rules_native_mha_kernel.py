# track: torch
# exercise: heads
# why: multi_head_self_attention hands the work to torch._native_multi_head_attention, the fused kernel behind nn.MultiheadAttention's fast path (packed q/k/v weights, per-head weights with average_attn_weights=False), whenever there is no mask and the widths fit; that is the library attention the kit forbids
# kind: rules
# diagnosis: forbidden-function


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    d = x.shape[-1]
    if allowed is None and x.dim() == 3 and w_q.shape == w_k.shape == w_v.shape == w_o.shape == (d, d) and d % n_heads == 0:
        qkv_weight = torch.cat([w_q, w_k, w_v], dim=1).t()
        qkv_bias = x.new_zeros(3 * d)
        out, weights = torch._native_multi_head_attention(
            x, x, x, d, n_heads, qkv_weight, qkv_bias, w_o.t(), x.new_zeros(d),
            None, True, False,
        )
        return out, weights
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
