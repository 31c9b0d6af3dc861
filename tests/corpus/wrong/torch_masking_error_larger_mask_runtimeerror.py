# track: torch
# exercise: masking
# why: mask_scores checks the mask with shape = torch.broadcast_shapes(allowed.shape, scores.shape) (turning its RuntimeError into ValueError) but never checks that this shape is the scores' own, so a mask with extra leading axes, which would grow the scores, passes the check, and masked_fill (which broadcasts out of place) returns grown scores of the mask's shape instead of raising ValueError (its writer expected a RuntimeError: corrected once read, set 17)
# kind: error
# diagnosis: error-not-valueerror, error-not-raised


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        shape = torch.broadcast_shapes(allowed.shape, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    visible = torch.broadcast_to(allowed.to(torch.bool), shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
