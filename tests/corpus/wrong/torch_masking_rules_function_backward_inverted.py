# track: torch
# exercise: masking
# why: mask_scores is a hand-written torch.autograd.Function ("the fill needs no graph of its own") whose forward is right, but whose backward zeroes the gradient where the key is VISIBLE, grad.masked_fill(visible, 0), and passes it where it is hidden: the values are right, the gradient reaching the scores is the opposite of masked_fill's
# kind: rules
# diagnosis: gradient-differs, no-gradient
import torch


class _HideKeys(torch.autograd.Function):
    @staticmethod
    def forward(ctx, scores, visible):
        ctx.save_for_backward(visible)
        return scores.masked_fill(~visible, float("-inf"))

    @staticmethod
    def backward(ctx, grad):
        (visible,) = ctx.saved_tensors
        return grad.masked_fill(visible, 0.0), None


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
    return _HideKeys.apply(scores, visible)
