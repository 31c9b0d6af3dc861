# track: torch
# exercise: heads
# why: attention and multi-head attention are right, but the student's mask_scores builds its result as torch.full_like(scores, -inf).masked_scatter(visible, scores); masked_scatter fills the visible positions with the source's elements taken in order from its start, not from the same positions, so wherever a mask hides something the visible keys receive other positions' scores and masked attention returns wrong weights and outputs
# kind: knockon
# diagnosis: bad-inner-call, reordered
# miss: masked_scatter moves scores to other visible positions; no relation reads values moved between the positions of a row once a softmax has mixed them


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
    return torch.full_like(scores, float("-inf")).masked_scatter(visible, scores)
