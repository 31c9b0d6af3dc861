# track: torch
# exercise: masking
# why: mask_scores gives the mask the scores' batch axes with allowed.repeat(*scores.shape[:-2], 1, 1), reading repeat's arguments as target sizes like expand's; repeat multiplies the sizes, so a (T, S) mask is right but a mask that already has batch or head axes, such as (B, 1, T, S), grows to (B*B, ...) and is rejected with ValueError although it broadcasts
# kind: error
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.to(torch.bool).repeat(*scores.shape[:-2], 1, 1)  # the scores' batch axes
    try:
        visible = torch.broadcast_to(visible, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
