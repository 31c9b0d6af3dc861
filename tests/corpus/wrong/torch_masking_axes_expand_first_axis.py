# track: torch
# exercise: masking
# why: mask_scores gives a (T, S) mask its batch axis with allowed.expand(scores.shape[0], -1, -1), the (B, T, S) habit of batched transformer code; that is right for 3-D scores only: for 2-D scores it builds a (T, T, S) mask that does not fit, and for 4-D (B, H, T, S) scores it lines the batch up against the heads
# kind: axes
# diagnosis: fixed-leading-axes,fails-unless-ndim
# miss: the expanded mask does not broadcast and the function's own check raises ValueError, so error-on-valid leads; nothing reads the expand over the first axis
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() == 2:
        allowed = allowed.expand(scores.shape[0], -1, -1)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
