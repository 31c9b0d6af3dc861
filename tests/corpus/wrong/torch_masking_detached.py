# track: torch
# exercise: masking
# why: fills a detached clone of the scores, so no gradient flows back to them
# named-by: does not require grad: it was detached


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.detach().clone()
    out[~visible] = float("-inf")
    return out
