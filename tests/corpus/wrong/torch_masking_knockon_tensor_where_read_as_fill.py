# track: torch
# exercise: masking
# why: mask_scores writes the fill as scores.where(~visible, float("-inf")), reading Tensor.where(condition, other) like masked_fill ("where the key is hidden, put -inf"); but x.where(cond, y) KEEPS x where cond holds, so the hidden scores are kept and the visible ones become -inf: the mask is applied inverted, and attention and multi-head attention with a mask weigh exactly the hidden keys
# kind: knockon
# diagnosis: mask-inverted

def mask_scores(scores, allowed):

    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")

    return scores.where(~visible, float("-inf"))  # where hidden: -inf
