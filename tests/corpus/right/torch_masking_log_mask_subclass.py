# track: torch
# exercise: masking
# why: adds log(allowed) (0 where visible, -inf where hidden) and raises its own ValueError subclass


class MaskError(ValueError):
    """Raised for masks that do not fit the scores."""


def causal_mask(t, device=None):
    return torch.tril(torch.ones((t, t), device=device)).bool()


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        shape = torch.broadcast_shapes(allowed.shape, scores.shape)
    except RuntimeError as err:
        raise MaskError(str(err)) from err
    if shape != scores.shape:
        raise MaskError(f"mask {tuple(allowed.shape)} would grow scores {tuple(scores.shape)}")
    visible = allowed.to(torch.bool)
    if not visible.expand(shape).any(dim=-1).all():
        raise MaskError("a query row has no visible key")
    return scores + torch.log(visible.to(scores.dtype))
