# track: torch
# exercise: masking
# why: gives every mask a batch axis, visible = allowed.bool().unsqueeze(0) ("masks come per batch"), and lets torch.where broadcast it against the scores, so a mask with as many axes as the scores (a (T, S) mask on (T, S) scores) makes a result with an extra leading axis of 1
# kind: axes
# diagnosis: extra-axis

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.to(torch.bool).unsqueeze(0)  # (1, ..., T, S)
    try:
        torch.broadcast_shapes(visible.shape, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return torch.where(visible, scores, float("-inf"))
