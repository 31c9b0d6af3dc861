# track: torch
# exercise: masking
# why: returns torch.masked.masked_tensor(scores, visible), a MaskedTensor that marks the hidden keys as missing, where the contract asks for a plain tensor holding -inf at the hidden keys (the masked tensor's data still holds the hidden scores)
# kind: rules
# diagnosis: wrong-array-type,only-at-special

from torch.masked import masked_tensor


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.bool(), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return masked_tensor(scores, visible.contiguous())
