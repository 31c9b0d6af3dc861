# track: torch
# exercise: heads
# why: adapts the reference implementation in the F.scaled_dot_product_attention docs, attn_bias = torch.zeros(L, S) filled with -inf through attn_bias.masked_fill_(mask.logical_not(), -inf); that bias is 2-D, so a mask with batch or head axes cannot be written into it and valid batched masks are rejected
# kind: public-code
# diagnosis: error-on-valid, crash


def attention(q, k, v, allowed=None):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    L, S = q.size(-2), k.size(-2)
    scale_factor = 1 / math.sqrt(q.size(-1))
    attn_bias = torch.zeros(L, S, dtype=q.dtype, device=q.device)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=q.device).bool()
        if not allowed.any(dim=-1).all():
            raise ValueError("a query row has no visible key")
        try:
            attn_bias.masked_fill_(allowed.logical_not(), float("-inf"))
        except RuntimeError as err:
            raise ValueError(f"the mask {tuple(allowed.shape)} does not fit ({L}, {S})") from err
    attn_weight = q @ k.transpose(-2, -1) * scale_factor
    attn_weight = attn_weight + attn_bias
    attn_weight = torch.softmax(attn_weight, dim=-1)
    return attn_weight @ v, attn_weight
