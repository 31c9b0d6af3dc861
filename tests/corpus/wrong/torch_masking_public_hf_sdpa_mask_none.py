# track: torch
# exercise: masking
# why: ports the shortcut of Hugging Face's _prepare_4d_attention_mask_for_sdpa / _ignore_causal_mask_sdpa, which returns None for a mask that hides nothing ("so the SDPA kernel can skip it"), so mask_scores returns None instead of the unchanged scores whenever every key is visible
# kind: public
# diagnosis: none-returned, returned-none


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
    if torch.all(visible):
        return None  # nothing to mask: let the kernel skip it
    return scores.masked_fill(~visible, float("-inf"))
