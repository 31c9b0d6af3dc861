# track: torch
# exercise: masking
# why: mask_scores looks for empty query rows on visible.view(-1, S), but visible comes from torch.broadcast_to, an expanded tensor with zero strides that view cannot flatten, so any valid mask that broadcasts over batch or head axes raises RuntimeError
# kind: crash
# diagnosis: crash,fails-with-broadcast-mask
# miss: view on an expanded mask raises only when the mask broadcasts over leading axes, and torch's message reads as a fixed number of axes


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    rows = visible.view(-1, visible.shape[-1])  # one row per query
    if not rows.any(dim=1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
