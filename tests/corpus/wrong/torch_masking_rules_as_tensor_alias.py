# track: torch
# exercise: masking
# why: mask_scores takes its working copy with torch.as_tensor(scores), believing it copies like torch.tensor, and fills it with masked_fill_; as_tensor returns the very tensor it is given, so the caller's scores are overwritten with -inf at the hidden keys (and a leaf that requires grad makes the in-place fill raise)
# kind: rules
# diagnosis: input-changed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = torch.as_tensor(scores)
    return out.masked_fill_(~visible, float("-inf"))
