# track: torch
# exercise: masking
# why: mask_scores writes -inf only where a key is hidden and its score is positive, masked_fill(~visible & (scores > 0), -inf), reasoning that "a negative score already gets a small weight, only positive ones can leak"; hidden keys with a score of 0 or below keep it, so masked attention and multi-head attention, correct themselves, still give those hidden keys weight
# kind: knockon
# diagnosis: only-at-special, mask-in-part


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible & (scores > 0), float("-inf"))  # only positive scores can leak
