# track: torch
# exercise: masking
# why: fits the mask to the scores with allowed.reshape(scores.shape), as if reshape broadcast; a (T, S) mask on batched scores cannot be reshaped, so valid broadcastable masks are rejected with ValueError
# kind: axes-shapes
# diagnosis: fails-with-broadcast-mask, error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = allowed.to(torch.bool).reshape(scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not fit the scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
