# track: torch
# exercise: masking
# why: mask_scores clones the scores only when they require grad ("autograd forbids in-place writes there") and otherwise hides the keys with masked_fill_ on the caller's own tensor, so for ordinary scores the caller's tensor is overwritten with -inf at the hidden keys (and returned)
# kind: rules
# diagnosis: input-changed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed does not broadcast to the scores' shape {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.clone() if scores.requires_grad else scores
    return out.masked_fill_(~visible, float("-inf"))
