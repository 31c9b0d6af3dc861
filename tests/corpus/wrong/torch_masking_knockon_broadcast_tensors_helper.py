# track: torch
# exercise: masking
# why: mask_scores gets its visibility mask from the student's helper _visible(allowed, scores) = torch.broadcast_tensors(allowed.bool(), scores)[0], "broadcast the mask against the scores"; broadcast_tensors grows both sides, so a mask with extra leading axes is accepted as a grown mask and only fails later inside masked_fill with RuntimeError, instead of the ValueError the contract asks for
# kind: knockon
# diagnosis: error-not-valueerror, error-not-raised
def _visible(allowed, scores):
    return torch.broadcast_tensors(allowed.to(torch.bool), scores)[0]


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = _visible(allowed, scores)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
