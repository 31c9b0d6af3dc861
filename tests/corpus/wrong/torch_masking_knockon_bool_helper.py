# track: torch
# exercise: masking
# why: mask_scores gets its visible mask from a _visible helper that converts only float masks and passes integer 0/1 masks through, so ~visible is a bitwise not of integers (-1/-2) and masked_fill raises on every 0/1 mask
# kind: knock-on
# diagnosis: int-mask-inverted, fails-with-01-masks


def _visible(allowed):
    # float 0./1. masks need converting; bool and int masks already work as masks
    if allowed.is_floating_point():
        return allowed != 0
    return allowed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = _visible(allowed)
    try:
        visible = torch.broadcast_to(visible, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
