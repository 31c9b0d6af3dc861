# track: torch
# exercise: masking
# why: ports OpenNMT-py's MultiHeadedAttention masking, scores.masked_fill(mask, -1e18), where OpenNMT's mask marks the PADDED (hidden) keys; with the kit's visibility mask that hides the visible keys with -1e18 and leaves the hidden ones as they were
# kind: public
# diagnosis: mask-inverted
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        mask = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not mask.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(mask, -1e18)
