# track: torch
# exercise: masking
# why: mask_scores checks a numeric mask with set(allowed.unique()) <= {0, 1}, but iterating a tensor yields 0-d tensors, which hash by identity, so none of them is found in the set {0, 1} and every valid 0/1 integer mask raises ValueError ("allowed must hold bools or 0/1 values") while bool masks pass
# kind: error
# diagnosis: fails-with-01-masks,error-on-valid

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not set(allowed.unique()) <= {0, 1}:
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
    return scores.masked_fill(~visible, float("-inf"))
