# track: torch
# exercise: masking
# why: mask_scores stops on a bad mask with sys.exit(message), as in a script, so a mask that does not broadcast or a query row with no visible key raises SystemExit (not even an Exception) instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import sys as _sys

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        _sys.exit("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError:
        _sys.exit("allowed does not broadcast to the scores")
    if not visible.any(dim=-1).all():
        _sys.exit("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
