# track: torch
# exercise: masking
# why: fills the hidden keys with scores.detach().masked_fill_(...) to get around the in-place error on tensors that require grad, but detach() shares the caller's storage, so the caller's scores get -inf written into them (and the result carries no gradient)
# kind: error
# diagnosis: input-changed, no-gradient

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
    return scores.detach().masked_fill_(~visible, float("-inf"))
