# track: torch
# exercise: masking
# why: mask_scores hides the keys with -inf and then "cleans" the result with torch.nan_to_num(...) against NaN; nan_to_num also replaces -inf by the most negative finite number of the dtype, so every hidden score comes back as -3.4e38 (float32) or -1.8e308 (float64) instead of -inf
# kind: relation
# diagnosis: mask-large-negative


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
    return torch.nan_to_num(scores.masked_fill(~visible, float("-inf")))
