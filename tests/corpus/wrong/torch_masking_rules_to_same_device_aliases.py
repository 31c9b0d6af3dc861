# track: torch
# exercise: masking
# why: mask_scores takes its working tensor with out = scores.to(scores.device) ("a copy next to the scores") and hides the keys with out.masked_fill_(~visible, -inf); Tensor.to returns the tensor itself when nothing has to change, so the fill lands in the caller's scores (and raises on a leaf that requires grad)
# kind: rules
# diagnosis: input-changed, in-place-autograd
import torch


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
    out = scores.to(scores.device)  # a working copy next to the scores
    out.masked_fill_(~visible, float("-inf"))
    return out
