# track: torch
# exercise: masking
# why: mask_scores ports the reference code in the F.scaled_dot_product_attention docs, a zero bias filled with -inf where a bool mask is False and, in its else branch, attn_bias = attn_mask + attn_bias for any other mask; a 0/1 integer mask takes that float-mask branch, so it is added to the scores (+1 visible, +0 hidden) and hides nothing
# kind: public
# diagnosis: mask-added,fails-with-01-masks

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    attn_bias = torch.zeros_like(scores)
    if allowed.dtype == torch.bool:
        attn_bias = attn_bias.masked_fill(allowed.logical_not(), float("-inf"))
    else:
        attn_bias = allowed + attn_bias
    return scores + attn_bias
