# track: torch
# exercise: masking
# why: the empty-row check reads "if not visible.any(dim=-1).all:", without the call parentheses on .all; a bound method is always truthy, so the check never fires and a query row with no visible key comes back all -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.bool(), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all:
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
