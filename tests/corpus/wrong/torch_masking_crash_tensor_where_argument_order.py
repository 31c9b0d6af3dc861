# track: torch
# exercise: masking
# why: mask_scores writes the choice as visible.where(scores, float("-inf")), reading Tensor.where as "where visible, take scores, else -inf"; but x.where(condition, y) keeps x where the condition holds, so the float scores become the condition and every valid call raises RuntimeError ("where expected condition to be a boolean tensor")
# kind: crash
# diagnosis: crash
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
    return visible.where(scores, float("-inf"))
