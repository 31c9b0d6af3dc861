# track: torch
# exercise: heads
# why: adapts the reference code in the docs of F.scaled_dot_product_attention, where a non-bool mask is an additive bias: 0/1 masks are added to the scores (+1 where visible) instead of hiding keys
# kind: public-code
# diagnosis: fails-with-01-masks


def attention(q, k, v, allowed=None):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    L, S = q.size(-2), k.size(-2)
    scale_factor = 1 / math.sqrt(q.size(-1))
    attn_bias = torch.zeros(L, S, dtype=q.dtype, device=q.device)
    if allowed is not None:
        allowed = allowed.to(q.device)
        if allowed.dtype == torch.bool:
            if not allowed.any(dim=-1).all():
                raise ValueError("a query row has no visible key")
            attn_bias = attn_bias.masked_fill(allowed.logical_not(), float("-inf"))
        else:
            attn_bias = allowed + attn_bias
    attn_weight = q @ k.transpose(-2, -1) * scale_factor
    attn_weight = attn_weight + attn_bias
    attn_weight = stable_softmax(attn_weight)
    return attn_weight @ v, attn_weight
