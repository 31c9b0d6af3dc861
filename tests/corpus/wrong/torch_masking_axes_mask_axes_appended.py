# track: torch
# exercise: masking
# why: mask_scores gives a mask with fewer axes than the scores the missing axes itself, appending them at the end, allowed.reshape(*allowed.shape, 1, ...), as if broadcasting lined shapes up from the left; a (T, S) mask on (B, T, S) scores becomes (T, S, 1), which no longer fits, so valid broadcast masks are rejected with ValueError (and attention with a causal mask on batched scores fails)
# kind: axes
# diagnosis: fails-with-fewer-mask-axes
def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    missing = scores.dim() - allowed.dim()
    if missing > 0:
        allowed = allowed.reshape(*allowed.shape, *([1] * missing))
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
