# track: torch
# exercise: masking
# why: ORs the mask with torch.eye(T, S) "because a token can always attend to itself", so a key the mask hides on the diagonal keeps its score instead of -inf, and a query row whose only visible key would be its own no longer raises
# kind: relation
# diagnosis: only-at-special,error-not-raised,fails-when-diagonal-hidden


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"mask {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    t, s = scores.shape[-2:]
    visible = visible | torch.eye(t, s, dtype=torch.bool, device=scores.device)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
