# track: torch
# exercise: masking
# why: mask_scores ends with .to(allowed.dtype) where .to(scores.dtype) was meant ("keep the dtype"), so the masked scores come back as bool (or int64 for 0/1 masks): every score collapses to True/False or a truncated integer, and attention and multi-head attention get those
# kind: knockon
# diagnosis: dtype-changed
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
    return scores.masked_fill(~visible, float("-inf")).to(allowed.dtype)
