# track: torch
# exercise: masking
# why: mask_scores takes its working tensor with scores.as_strided(scores.size(), scores.stride()) ("a fresh tensor with the same layout") and fills it in place with masked_fill_; as_strided returns a view of the same storage, so the caller's scores get -inf at the hidden places (and a leaf that requires grad makes the in-place fill raise RuntimeError)
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
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = scores.as_strided(scores.size(), scores.stride())  # same layout as the scores
    out.masked_fill_(~visible, float("-inf"))
    return out
