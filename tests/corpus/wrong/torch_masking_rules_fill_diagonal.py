# track: torch
# exercise: masking
# why: mask_scores makes sure every query sees its own key ("a token can always attend to itself") with allowed.fill_diagonal_(True) on a (T, S) mask it was given: fill_diagonal_ works in place, so the caller's mask comes back changed, and wherever the mask hides a query's own key that score is kept instead of -inf
# kind: rules
# diagnosis: input-changed,fails-when-diagonal-hidden


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() == 2:
        allowed.fill_diagonal_(True)  # self-attention: position i always sees itself
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
