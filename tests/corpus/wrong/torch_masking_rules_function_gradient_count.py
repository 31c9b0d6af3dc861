# track: torch
# exercise: masking
# why: masks through a hand-written torch.autograd.Function applied to (scores, visible) whose backward returns a single gradient, one fewer than its forward has inputs (None for the mask is missing), so the values are right but any backward pass through mask_scores raises RuntimeError
# kind: rules
# diagnosis: backward-raised


class _HideKeys(torch.autograd.Function):
    @staticmethod
    def forward(ctx, scores, visible):
        ctx.save_for_backward(visible)
        return scores.masked_fill(~visible, float("-inf"))

    @staticmethod
    def backward(ctx, grad):
        (visible,) = ctx.saved_tensors
        return grad.masked_fill(~visible, 0.0)


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"mask {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return _HideKeys.apply(scores, visible)
