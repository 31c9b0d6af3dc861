# track: torch
# exercise: masking
# why: mask_scores requires the mask's last two axes to be exactly the scores' (T, S) (allowed.shape[-2:] != scores.shape[-2:] raises ValueError, "one row per query, one column per key"), so valid masks that broadcast along those axes, a 1-D (S,) key mask or a (1, S) row shared by every query, are rejected
# kind: error
# diagnosis: error-on-valid
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.shape[-2:] != scores.shape[-2:]:
        raise ValueError(f"allowed must end in (T, S) = {tuple(scores.shape[-2:])}; got {tuple(allowed.shape)}")
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
