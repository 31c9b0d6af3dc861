# track: torch
# exercise: masking
# why: mask_scores flattens the leading axes of the scores and of the mask separately, scores.reshape(-1, T, S) and allowed.reshape(-1, T, S), before torch.where, and reshapes back; a (T, S) mask still broadcasts, but a mask that broadcasts along other axes ((B, 1, T, S) on (B, H, T, S), a (1, S) row, an (S,) key mask) loses its layout and raises or hides the wrong entries
# kind: axes
# diagnosis: fails-with-broadcast-mask, fails-with-fewer-mask-axes, fixed-leading-axes


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        torch.broadcast_shapes(allowed.shape, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    t, s = scores.shape[-2], scores.shape[-1]
    flat_scores = scores.reshape(-1, t, s)
    flat_visible = allowed.to(torch.bool).reshape(-1, t, s)
    if not flat_visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    out = torch.where(flat_visible, flat_scores, float("-inf"))
    return out.reshape(scores.shape)
