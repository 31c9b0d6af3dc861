# track: torch
# exercise: masking
# why: mask_scores checks the broadcast mask but writes the -inf through the mask as given, out = scores.clone(); out[~allowed.bool()] = -inf; a boolean index must match the leading axes it indexes, so a (T, S) mask on batched or multi-head scores raises IndexError, in mask_scores and in attention and multi-head attention with a shared mask
# kind: knockon
# diagnosis: fails-with-broadcast-mask

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
    out = scores.clone()
    out[~allowed.to(torch.bool)] = float("-inf")
    return out
