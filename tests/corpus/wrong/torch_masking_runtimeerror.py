# track: torch
# exercise: masking
# why: lets broadcast_to's RuntimeError escape and raises RuntimeError for an empty row, not ValueError
# diagnosis: error-not-valueerror


def mask_scores(scores, allowed):
    visible = torch.broadcast_to(torch.as_tensor(allowed, device=scores.device).to(torch.bool), scores.shape)
    if not visible.any(dim=-1).all():
        raise RuntimeError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
