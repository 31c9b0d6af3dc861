# track: torch
# exercise: masking
# why: mask_scores gives a mask with fewer axes than the scores its missing leading axes with allowed.unsqueeze_(0) in a loop, which reshapes the caller's own mask tensor in place (a (T, S) mask comes back (1, T, S) or (1, 1, T, S)); the masked scores are right
# kind: error
# diagnosis: input-changed
def mask_scores(scores, allowed):
    if not isinstance(allowed, torch.Tensor):
        allowed = torch.as_tensor(allowed)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    while allowed.dim() < scores.dim():
        allowed.unsqueeze_(0)
    try:
        visible = torch.broadcast_to(allowed.to(device=scores.device, dtype=torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"mask {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
