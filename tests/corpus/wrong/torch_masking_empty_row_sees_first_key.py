# track: torch
# exercise: masking
# why: "repairs" a query row with no visible key by making its first key visible (as if a BOS token were always there) instead of raising ValueError, so an all-hidden row silently gets the first key's score
# kind: inputs-errors
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape).clone()
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    empty = ~visible.any(dim=-1)
    visible[..., 0] |= empty
    return scores.masked_fill(~visible, float("-inf"))
