# track: torch
# exercise: masking
# why: mask_scores stretches the mask with allowed.bool().expand_as(scores) and no check of its own ("expand_as fails loudly if the mask does not fit"); it does fail, but with RuntimeError, so a mask that does not broadcast to the scores gives RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.bool().expand_as(scores)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
