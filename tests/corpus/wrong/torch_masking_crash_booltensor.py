# track: torch
# exercise: masking
# why: mask_scores converts the mask with the legacy constructor torch.BoolTensor(allowed) ("make sure it is a bool mask") from pre-1.0 tutorials; that constructor copies a bool tensor but refuses a tensor of any other dtype, so every valid 0/1 integer mask raises TypeError (bool masks work)
# kind: crash
# diagnosis: crash


def mask_scores(scores, allowed):
    visible = torch.BoolTensor(allowed).to(scores.device)
    try:
        visible = torch.broadcast_to(visible, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
