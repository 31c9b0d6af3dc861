# track: torch
# exercise: masking
# why: mask_scores turns the mask into an additive bias with a guarded logarithm, scores + torch.log(visible + 1e-9) ("log of 0 is -inf, add an epsilon"), so hidden scores are their score minus about 20.7 instead of -inf, and visible scores gain log(1 + 1e-9)
# kind: relation
# diagnosis: mask-large-negative

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores + torch.log(visible.to(scores.dtype) + 1e-9)
