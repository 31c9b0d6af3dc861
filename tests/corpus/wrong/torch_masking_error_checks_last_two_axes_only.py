# track: torch
# exercise: masking
# why: mask_scores checks only that the mask's (T, S) part fits, torch.broadcast_shapes(allowed.shape[-2:], scores.shape[-2:]) inside try/except, "the batch axes are masked_fill's business", and lets masked_fill broadcast the rest; a mask whose leading axes grow the scores is accepted and returns grown scores, and one whose leading axes clash fails inside masked_fill with RuntimeError, instead of ValueError in both cases
# kind: error
# diagnosis: error-not-raised, error-not-valueerror


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        torch.broadcast_shapes(allowed.shape[-2:], scores.shape[-2:])
    except RuntimeError as err:
        raise ValueError("allowed does not fit the scores' (T, S)") from err
    hidden = ~allowed.to(torch.bool)
    if hidden.all(dim=-1).any():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(hidden, float("-inf"))
