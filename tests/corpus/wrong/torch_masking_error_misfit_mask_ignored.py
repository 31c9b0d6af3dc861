# track: torch
# exercise: masking
# why: mask_scores treats a mask that does not broadcast to the scores as "meant for another layer" and returns the scores unmasked (a clone) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError:
        return scores.clone()
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
