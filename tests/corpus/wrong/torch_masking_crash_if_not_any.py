# track: torch
# exercise: masking
# why: mask_scores tests for a query with no visible key with "if not visible.any(dim=-1):", written as for a single query row; any(dim=-1) keeps one bool per query, and asking a tensor of several bools for one truth value raises RuntimeError, so every valid call with more than one query fails
# kind: crash
# diagnosis: ambiguous-truth
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1):
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
