# track: torch
# exercise: masking
# why: mask_scores validates numeric masks with "if not torch.isin(allowed, torch.tensor([0, 1])):", without .all(); isin returns one bool per entry, and asking a tensor of several entries for one truth value raises RuntimeError, so every valid 0/1 (non-bool) mask of more than one entry crashes
# kind: error
# diagnosis: ambiguous-truth, error-not-valueerror, crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not torch.isin(allowed, torch.tensor([0, 1], device=allowed.device)):
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
