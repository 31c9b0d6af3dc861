# track: torch
# exercise: masking
# why: mask_scores "copies" the scores with out = scores[:] as one copies a Python list, then writes out[~visible] = -inf; a tensor slice is a view of the same storage, so the caller's scores get -inf at every hidden key (and a leaf that requires grad raises RuntimeError)
# kind: rules
# diagnosis: input-changed, in-place-autograd, crash
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
    out = scores[:]  # a fresh copy, so the caller's scores stay as they are
    out[~visible] = float("-inf")
    return out
