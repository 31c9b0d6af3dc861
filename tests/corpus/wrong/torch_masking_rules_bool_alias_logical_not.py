# track: torch
# exercise: masking
# why: mask_scores makes its "hidden" mask with hidden = allowed.bool() and flips it in place with hidden.logical_not_() to save a tensor; .bool() of a tensor that is already bool returns that very tensor, so every call with a bool mask inverts the caller's allowed in place (the scores come out right)
# kind: rules
# diagnosis: input-changed
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    hidden = allowed.bool()
    hidden.logical_not_()  # True where the key is hidden; in place, no extra tensor
    try:
        hidden = torch.broadcast_to(hidden, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if hidden.all(dim=-1).any():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(hidden, float("-inf"))
