# track: torch
# exercise: masking
# why: mask_scores takes its working copy with out = scores.view(scores.shape), believing view makes a new tensor, and fills it with masked_fill_; a view shares the caller's storage, so the caller's scores get the -inf written into them
# kind: error-case
# diagnosis: input-changed


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
    out = scores.view(scores.shape)
    out.masked_fill_(~visible, float("-inf"))
    return out
