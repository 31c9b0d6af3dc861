# track: torch
# exercise: masking
# why: mask_scores checks that the mask fits with torch.broadcast_shapes(allowed, scores), passing the tensors where broadcast_shapes takes their shapes (allowed.shape, scores.shape); it raises RuntimeError for any tensor with more than one entry, which the student's except clause reports as "does not broadcast", so every valid mask is rejected with ValueError
# kind: crash
# diagnosis: error-on-valid, crash


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        shape = torch.broadcast_shapes(allowed, scores)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if tuple(shape) != tuple(scores.shape):
        raise ValueError("allowed does not broadcast to the scores' shape")
    visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
