# track: torch
# exercise: masking
# why: mask_scores ports CodeEmporium's (Ajay Halthor's) scaled_dot_product, "if mask is not None: scaled += mask", where that tutorial's mask is a float tensor of 0 and -inf; with the kit's bool visibility mask the addition adds 1 to every visible score and 0 to every hidden one, so nothing is hidden
# kind: public
# diagnosis: mask-added

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
    scaled = scores.clone()
    scaled += allowed
    return scaled
