# track: torch
# exercise: heads
# why: the student's mask_scores requires the mask's last two axes to equal the scores' (allowed.shape[-2:] == scores.shape[-2:]) before broadcasting, so attention and multi-head attention reject valid masks that broadcast along T or S, such as an (S,) or (1, S) padding mask
# kind: knock-on
# diagnosis: error-on-valid, fails-with-broadcast-mask


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if tuple(allowed.shape[-2:]) != tuple(scores.shape[-2:]):
        raise ValueError(
            f"the mask must be (T, S) = {tuple(scores.shape[-2:])}; got {tuple(allowed.shape)}"
        )
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
