# track: torch
# exercise: masking
# why: mask_scores writes its torch.where result into the scores' own buffer, torch.where(visible, scores, scores.new_tensor(-inf), out=scores) ("no extra tensor"), so every call overwrites the caller's scores with -inf at the hidden keys, and any call where the scores require grad raises RuntimeError (functions with out= do not support autograd)
# kind: rules
# diagnosis: input-changed,out-autograd

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

    neg_inf = scores.new_tensor(float("-inf"))
    return torch.where(visible, scores, neg_inf, out=scores)
