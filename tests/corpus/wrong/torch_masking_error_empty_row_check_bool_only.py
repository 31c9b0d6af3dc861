# track: torch
# exercise: masking
# why: mask_scores only looks for query rows with no visible key when the mask is bool (if allowed.dtype == torch.bool), so a 0/1 integer mask with an empty row is returned with an all -inf row instead of raising ValueError
# kind: error-case
# diagnosis: error-not-raised,fails-with-01-masks

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if allowed.dtype == torch.bool and not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
