# track: torch
# exercise: masking
# why: mask_scores switches autograd off with a plain call torch.set_grad_enabled(False) ("filling constants needs no gradient"), not as a with-block, so autograd stays off for the whole thread after the first call: the masked scores, and everything computed after them, carry no gradient
# kind: rules
# diagnosis: no-gradient, gradient-differs
import torch


def mask_scores(scores, allowed):
    torch.set_grad_enabled(False)
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
