# track: torch
# exercise: masking
# why: mask_scores drops a length-1 axis 1 of the mask with allowed.squeeze(1) ("padding masks come as (B, 1, T, S)") before broadcasting; that removes an axis broadcasting needs: a (B, 1, T, S) mask becomes (B, T, S) and lines up B against the heads, and a (T, 1) per-query mask becomes (T,) and lines up against the keys, so valid masks are rejected or applied along the wrong axes
# kind: axes
# diagnosis: fails-with-broadcast-mask, missing-axis, error-on-valid
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() >= 2 and allowed.shape[1] == 1:
        allowed = allowed.squeeze(1)  # (B, 1, T, S) padding mask -> (B, T, S)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"mask {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
