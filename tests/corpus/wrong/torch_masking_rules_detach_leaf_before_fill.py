# track: torch
# exercise: masking
# why: mask_scores hides keys in place with masked_fill_ and, to get past PyTorch's error about in-place writes on a leaf that requires grad, works on scores.detach().clone() whenever scores is a leaf, so no gradient reaches the caller's scores (and non-leaf scores are overwritten in place)
# kind: rules-types
# diagnosis: no-gradient,input-changed


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
    if scores.is_leaf:
        scores = scores.detach().clone()  # masked_fill_ refuses leaves that require grad
    return scores.masked_fill_(~visible, float("-inf"))
