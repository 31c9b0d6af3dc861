# track: torch
# exercise: masking
# why: mask_scores looks for a query row with no visible key with "if visible.any(dim=-1).all() is False:"; .all() returns a 0-d bool tensor, which is never the object False, so the check never fires and a row with no visible key comes back all -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if visible.any(dim=-1).all() is False:
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
