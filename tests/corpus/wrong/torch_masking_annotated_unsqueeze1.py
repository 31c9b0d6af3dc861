# track: torch
# exercise: masking
# why: copies the Annotated Transformer's mask.unsqueeze(1) for any mask with fewer axes than the scores, which inserts the axis after the first one: a (T, S) mask becomes (T, 1, S) and is aligned against the wrong axes
# kind: axes
# diagnosis: error-on-valid,fails-with-leading-axes,fails-with-fewer-mask-axes


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if 1 < allowed.dim() < scores.dim():
        allowed = allowed.unsqueeze(1)  # same mask for every head
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
