# track: torch
# exercise: masking
# why: applies ~ to the mask without converting it to bool: for 0/1 integer masks ~1 is -2, and masked_fill rejects it
# diagnosis: int-mask-inverted


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dim() > scores.dim() or any(
        a not in (1, s) for a, s in zip(reversed(allowed.shape), reversed(scores.shape))
    ):
        raise ValueError("allowed does not broadcast to the scores")
    if not torch.broadcast_to(allowed != 0, scores.shape).any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~allowed, float("-inf"))
