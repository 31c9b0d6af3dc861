# track: torch
# exercise: masking
# why: mask_scores gives a mask with fewer axes than the scores its missing axes with allowed.unsqueeze(-1) in a loop, adding them at the END instead of the front, so a (T, S) mask on (B, T, S) scores becomes (T, S, 1) and lines up with the wrong axes (a broadcast error, or a wrong mask when the sizes happen to fit)
# kind: axes
# diagnosis: fails-with-fewer-mask-axes


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    while allowed.dim() < scores.dim():
        allowed = allowed.unsqueeze(-1)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
