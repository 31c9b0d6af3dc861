# track: torch
# exercise: masking
# why: mask_scores moves the mask "onto the scores' device" with allowed.to(scores), but Tensor.to(other) takes the other tensor's dtype as well as its device, so the mask becomes a float 0./1. tensor; the checks still pass, but torch.where(visible, scores, -inf) then refuses a non-bool condition and every valid call raises RuntimeError
# kind: crash
# diagnosis: crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed).to(scores)  # same device as the scores
    if not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return torch.where(visible, scores, float("-inf"))
