# track: torch
# exercise: masking
# why: mask_scores tests for empty rows with visible.any(dim=-1).any(), a second any() where all() belongs, so it only raises when every query row is empty; a mask that hides one row entirely is accepted and that row comes back all -inf
# kind: error
# diagnosis: error-not-raised

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).any():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
