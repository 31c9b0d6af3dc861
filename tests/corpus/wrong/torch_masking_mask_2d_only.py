# track: torch
# exercise: masking
# why: requires allowed to be exactly (T, S), so valid batched masks that broadcast raise ValueError
# kind: error-case
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if tuple(allowed.shape) != tuple(scores.shape[-2:]):
        raise ValueError(f"allowed must have shape (T, S) = {tuple(scores.shape[-2:])}; got {tuple(allowed.shape)}")
    visible = allowed.to(torch.bool).expand(scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
