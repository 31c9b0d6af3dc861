# track: torch
# exercise: masking
# why: mask_scores does the fill on a float32 copy, scores.float().masked_fill(~visible, float("-inf")), "masked_fill is fastest in single precision", and casts back with .to(scores.dtype); the dtype is kept and float32 scores are right, but float64 scores come back rounded to float32 precision (relative errors near 1e-7) at every visible key
# kind: relation
# diagnosis: float32-precision
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.float().masked_fill(~visible, float("-inf")).to(scores.dtype)
