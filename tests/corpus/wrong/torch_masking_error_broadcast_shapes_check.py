# track: torch
# exercise: masking
# why: mask_scores checks the mask's shape with "if torch.broadcast_shapes(allowed.shape, scores.shape) != scores.shape: raise ValueError", which catches masks that would grow the scores, but for shapes that do not broadcast at all torch.broadcast_shapes itself raises RuntimeError before the comparison, so a mask that does not fit gives RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if torch.broadcast_shapes(allowed.shape, scores.shape) != scores.shape:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        )
    visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
