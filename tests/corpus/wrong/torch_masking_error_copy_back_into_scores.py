# track: torch
# exercise: masking
# why: mask_scores builds the masked scores with masked_fill and then copies them back with scores.copy_(masked) "so the caller's tensor holds the masked scores", returning the caller's own tensor: the values are right but the input is overwritten in place (and a leaf that requires grad raises)
# kind: error
# diagnosis: input-changed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    masked = scores.masked_fill(~visible, float("-inf"))
    return scores.copy_(masked)
