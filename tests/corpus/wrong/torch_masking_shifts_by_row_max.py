# track: torch
# exercise: masking
# why: also subtracts each row's largest visible score "to get the softmax ready", so the visible scores come back shifted instead of unchanged
# kind: relation
# diagnosis: offset


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
    masked = scores.masked_fill(~visible, float("-inf"))
    return masked - masked.amax(dim=-1, keepdim=True).detach()
