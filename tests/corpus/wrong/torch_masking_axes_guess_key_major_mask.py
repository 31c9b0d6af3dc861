# track: torch
# exercise: masking
# why: mask_scores "repairs" masks that seem to come key-major: whenever the mask's second-to-last axis does not have the scores' T queries it transposes the mask's last two axes, so a valid (1, S) or (B, 1, S) mask that broadcasts over the queries becomes (S, 1): rejected with ValueError when T != S, and applied per query row (hiding whole rows) when T == S
# kind: axes
# diagnosis: fails-with-broadcast-mask, error-on-valid, fails-with-one-row-mask


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() >= 2 and allowed.shape[-2] != scores.shape[-2]:
        allowed = allowed.transpose(-2, -1)  # the mask came as (S, T)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed does not broadcast to the scores' shape {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
