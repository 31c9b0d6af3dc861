# track: torch
# exercise: masking
# why: mask_scores hides the keys with scores.masked_fill(not visible, float("-inf")), using Python's not to invert the mask; not asks the tensor for a single truth value, so every mask with more than one entry raises RuntimeError (ambiguous boolean value)
# kind: crash
# diagnosis: ambiguous-truth, crash


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
    return scores.masked_fill(not visible, float("-inf"))
