# track: torch
# exercise: masking
# why: hands the mask straight to masked_fill(allowed == 0, -inf) without checking that it broadcasts, so a mask of the wrong shape raises torch's RuntimeError instead of ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    hidden = allowed == 0
    if hidden.all(dim=-1).any():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(hidden, float("-inf"))
