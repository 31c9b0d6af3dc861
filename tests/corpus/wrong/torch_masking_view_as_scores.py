# track: torch
# exercise: masking
# why: shapes the mask with allowed.view(scores.shape) instead of broadcasting it, so a valid smaller mask (a (T, S) mask on batched scores) raises RuntimeError
# kind: crash
# diagnosis: crash, fails-with-broadcast-mask


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.to(torch.bool).view(scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
