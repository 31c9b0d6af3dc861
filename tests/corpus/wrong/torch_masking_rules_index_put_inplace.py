# track: torch
# exercise: masking
# why: mask_scores writes -inf at the hidden positions with scores.index_put_(torch.nonzero(~visible, as_tuple=True), ...), the in-place variant, so it overwrites the caller's scores tensor (and fails on scores that autograd needs)
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
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    hidden = torch.nonzero(~visible, as_tuple=True)
    return scores.index_put_(hidden, torch.tensor(float("-inf"), dtype=scores.dtype, device=scores.device))
