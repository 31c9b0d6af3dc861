# track: torch
# exercise: masking
# why: mask_scores does both things it has seen in tutorials, adding the mask to the scores as an additive mask (scores + visible) and filling the hidden keys with -inf; the fill hides the right keys, but every visible score comes back 1 larger than it was
# kind: relation
# diagnosis: offset


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return (scores + visible.to(scores.dtype)).masked_fill(~visible, float("-inf"))
