# track: torch
# exercise: masking
# why: masks arithmetically, scores * m + (1 - m) * -inf, and 0 * -inf is NaN at every visible score
# diagnosis: mask-multiplied


def mask_scores(scores, allowed):
    m = torch.as_tensor(allowed, device=scores.device).to(scores.dtype)
    try:
        torch.broadcast_to(m, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not torch.broadcast_to(m > 0, scores.shape).any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores * m + (1 - m) * float("-inf")
