# track: torch
# exercise: masking
# why: mask_scores builds an additive bias with visible.new_zeros(scores.shape).masked_fill(~visible, -inf), but new_zeros takes the dtype of the bool mask it is called on, so -inf becomes True and scores + bias adds 1 to every hidden score instead of hiding it
# kind: relation
# diagnosis: mask-added, mask-ignored, shows-hidden, bias-bool
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    # additive mask, as in most transformer code: 0 where visible, -inf where hidden
    bias = visible.new_zeros(scores.shape).masked_fill(~visible, float("-inf"))
    return scores + bias
