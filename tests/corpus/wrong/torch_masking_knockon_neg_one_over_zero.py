# track: torch
# exercise: masking
# why: mask_scores writes minus infinity as -1.0 / 0.0, the spelling that gives -inf in NumPy (with a warning); in plain Python the float division raises ZeroDivisionError, so every valid call of mask_scores fails once its checks pass, and so does every masked call of attention and multi-head attention
# kind: knockon
# diagnosis: divides-by-zero,crash


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
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, -1.0 / 0.0)
