# track: torch
# exercise: heads
# why: computes the output with torch._C._nn.scaled_dot_product_attention, the binding behind F.scaled_dot_product_attention
# kind: rule
# diagnosis: forbidden-function


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    if allowed is None:
        out = torch._C._nn.scaled_dot_product_attention(q, k, v)
    else:
        visible = torch.as_tensor(allowed, device=q.device).to(torch.bool)
        out = torch._C._nn.scaled_dot_product_attention(q, k, v, attn_mask=visible)
    return out, weights
