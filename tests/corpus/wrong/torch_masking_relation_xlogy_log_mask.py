# track: torch
# exercise: masking
# why: mask_scores adds the log of the mask to the scores through torch.xlogy(visible, visible) ("a log that does not warn at 0"), but xlogy(x, y) is x * log(y) and is 0 wherever x is 0, so hidden keys get +0 instead of -inf and nothing is hidden
# kind: relation
# diagnosis: mask-ignored
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    v = visible.to(scores.dtype)
    return scores + torch.xlogy(v, v)  # log(1) = 0 where visible, log(0) = -inf where hidden
