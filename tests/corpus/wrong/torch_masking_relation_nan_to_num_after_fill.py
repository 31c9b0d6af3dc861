# track: torch
# exercise: masking
# why: mask_scores finishes with .nan_to_num() after masked_fill(~visible, -inf) "so no NaN can reach the softmax"; nan_to_num also replaces infinities by default, so every hidden score becomes the dtype's most negative finite number instead of -inf
# kind: relation
# diagnosis: mask-large-negative

def mask_scores(scores, allowed):

    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")

    return scores.masked_fill(~visible, float("-inf")).nan_to_num()
