# track: torch
# exercise: masking
# why: mask_scores hides keys by subtracting 1 / visible ("dividing by the mask sends hidden keys to infinity"): 1/0 is inf, so hidden scores do become -inf, but every visible score has 1/1 = 1 taken off it
# kind: relation
# diagnosis: offset

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores - 1 / visible.to(scores.dtype)
