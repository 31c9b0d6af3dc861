# track: torch
# exercise: masking
# why: mask_scores takes its working copy with out = scores.type(scores.dtype) ("a typed copy") and fills it with out.masked_fill_(~visible, -inf); Tensor.type returns the tensor itself when the dtype already matches, so the caller's scores are overwritten with -inf at the hidden keys and returned (and a leaf that requires grad makes the in-place fill raise)
# kind: rules
# diagnosis: input-changed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.type(scores.dtype)
    out.masked_fill_(~visible, float("-inf"))
    return out
