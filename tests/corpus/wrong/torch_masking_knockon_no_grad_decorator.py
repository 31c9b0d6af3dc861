# track: torch
# exercise: masking
# why: mask_scores is decorated with @torch.no_grad() "because masking only writes constants, there is nothing to differentiate"; the decorator switches autograd off for the whole body, so the masked scores are cut from the graph: no gradient reaches the scores, and masked attention and multi-head attention pass no gradient back to q and k
# kind: knockon
# diagnosis: no-gradient


@torch.no_grad()
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
