# track: torch
# exercise: heads
# why: multi_head_self_attention delegates to nn.MultiheadAttention with the given weights copied in
# diagnosis: forbidden-function


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    d = x.shape[-1]
    mha = torch.nn.MultiheadAttention(
        d, n_heads, bias=False, batch_first=True, kdim=d, vdim=d, dtype=x.dtype, device=x.device
    )
    with torch.no_grad():
        if w_q.shape == (d, d) and w_k.shape == (d, d) and w_v.shape == (d, d):
            mha.in_proj_weight.copy_(torch.cat([w_q.T, w_k.T, w_v.T]))
        mha.out_proj.weight.copy_(w_o.T)
    mask = None if allowed is None else ~torch.as_tensor(allowed, device=x.device).to(torch.bool)
    lead = x.shape[:-2]
    flat = x.reshape(-1, *x.shape[-2:])
    out, weights = mha(flat, flat, flat, attn_mask=mask, average_attn_weights=False)
    return out.reshape(*lead, *out.shape[-2:]), weights.reshape(*lead, *weights.shape[-3:])
