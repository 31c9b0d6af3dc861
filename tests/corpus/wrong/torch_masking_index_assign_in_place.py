# track: torch
# exercise: masking
# why: hides keys with scores[~visible] = -inf, an index assignment into the caller's tensor, and returns that same tensor
# kind: in-place
# diagnosis: input-changed


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
    scores[~visible] = float("-inf")
    return scores
