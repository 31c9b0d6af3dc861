# track: torch
# exercise: masking
# why: mask_scores hides the keys with -inf and also subtracts the log of each row's number of visible keys from its visible scores ("length normalisation, so a query that sees few keys is not over-confident"), so every visible score comes back shifted by -ln(count of visible keys in its row) instead of unchanged
# kind: relation
# diagnosis: offset, scaled-offset


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    counts = visible.sum(dim=-1, keepdim=True)
    if (counts == 0).any():
        raise ValueError("a query row has no visible key")
    shifted = scores - torch.log(counts.to(scores.dtype))
    return shifted.masked_fill(~visible, float("-inf"))
