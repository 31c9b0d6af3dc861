# track: torch
# exercise: masking
# why: mask_scores reads a 1-D (S,) mask the way nn.MultiheadAttention reads its key_padding_mask, True marking padding to ignore, and inverts it, while 2-D and batched masks keep the kit's True = visible; so every 1-D key mask hides exactly the keys it shows (and an all-True key mask is rejected as leaving no visible key)
# kind: public
# diagnosis: mask-inverted
# miss: no check calls mask_scores with a 1-D key mask that hides a key (decision item 35), so the inversion never shows in values; the all-True 1-D masks it rejects give fails-with-fewer-mask-axes, which is true but does not name the inversion


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.to(torch.bool)
    if visible.dim() == 1:
        visible = ~visible  # key_padding_mask: True = padding
    try:
        visible = torch.broadcast_to(visible, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed does not broadcast to the scores' shape {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
