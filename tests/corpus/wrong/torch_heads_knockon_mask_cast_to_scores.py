# track: torch
# exercise: heads
# why: the student's mask_scores converts the broadcast mask to the scores' dtype "so both tensors match" before hiding with masked_fill(~visible, -inf); ~ is not defined for floating tensors, so every masked call raises, and attention and multi-head attention fail whenever a mask is given
# kind: knock-on
# diagnosis: crash


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed, scores.shape).to(scores.dtype)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not (visible != 0).any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
