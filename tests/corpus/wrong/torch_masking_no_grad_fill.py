# track: torch
# exercise: masking
# why: does the masked_fill under torch.no_grad() "because it only writes constants", so the result is cut from the graph and no gradient reaches the scores
# kind: autograd
# diagnosis: no-gradient


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
    with torch.no_grad():
        return scores.masked_fill(~visible, float("-inf"))
