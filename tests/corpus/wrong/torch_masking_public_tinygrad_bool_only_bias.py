# track: torch
# exercise: masking
# why: mask_scores follows tinygrad's Tensor.scaled_dot_product_attention, which turns only a bool mask into a bias, (attn_mask == 0).where(-inf, 0), and adds any other mask as it is; so bool masks are right, but a 0/1 integer mask is added to the scores as numbers (+1 where visible, +0 where hidden) and nothing is hidden
# kind: public
# diagnosis: mask-added

def mask_scores(scores, allowed):

    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")

    # tinygrad: if attn_mask.dtype == dtypes.bool: attn_mask = (attn_mask == 0).where(-float("inf"), 0)
    bias = allowed
    if allowed.dtype == torch.bool:
        bias = torch.where(allowed == 0, float("-inf"), 0.0)
    return scores + bias
