# track: torch
# exercise: masking
# why: adds 1e-6 * s to the score of key s before hiding ("a tiny position bias so that ties go to the later key"), so every visible score comes back shifted by a small amount that grows with the key's position
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
    positions = torch.arange(scores.shape[-1], dtype=scores.dtype, device=scores.device)
    return (scores + 1e-6 * positions).masked_fill(~visible, float("-inf"))
