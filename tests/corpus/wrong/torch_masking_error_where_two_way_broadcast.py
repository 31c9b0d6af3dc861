# track: torch
# exercise: masking
# why: mask_scores hides keys with torch.where(visible, scores, -inf) on the mask as given and checks only that some key of each row is visible; torch.where broadcasts both ways, so a mask with more (or longer) axes than the scores is not rejected but grows the result past the scores' shape
# kind: error
# diagnosis: error-not-raised
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = allowed.bool()
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return torch.where(visible, scores, torch.tensor(float("-inf"), dtype=scores.dtype, device=scores.device))
