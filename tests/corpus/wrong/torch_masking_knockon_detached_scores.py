# track: torch
# exercise: masking
# why: mask_scores fills the hidden keys on scores.detach() "because masking is bookkeeping, not a computation to differentiate", so the masked scores are cut from the graph: no gradient reaches the scores, and none reaches q and k through attention or multi-head attention whenever a mask is given
# kind: knockon
# diagnosis: no-gradient

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
    return scores.detach().masked_fill(~visible, float("-inf"))
