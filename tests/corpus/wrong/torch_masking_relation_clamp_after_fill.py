# track: torch
# exercise: masking
# why: mask_scores fills the hidden scores with -inf and then clamps the result, .clamp(min=-1e4), "so the softmax never meets an infinity"; the clamp turns every -inf back into the finite -1e4, so the hidden scores are a large negative number instead of -inf
# kind: relation
# diagnosis: mask-large-negative
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf")).clamp(min=-1e4)
