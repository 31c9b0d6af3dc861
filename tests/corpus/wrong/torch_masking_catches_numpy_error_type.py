# track: torch
# exercise: masking
# why: wraps torch.broadcast_to in "except ValueError", the exception NumPy raises for a bad broadcast; PyTorch raises RuntimeError, so a mask that does not fit escapes as RuntimeError instead of the promised ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
