# track: torch
# exercise: masking
# why: chooses with torch.where(visible, scores.data, -inf), reaching for .data "because the mask only selects values and needs no gradient"; .data is outside autograd, so the masked scores are right but no gradient flows back to the scores
# kind: rules
# diagnosis: no-gradient

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
    return torch.where(visible, scores.data, float("-inf"))
