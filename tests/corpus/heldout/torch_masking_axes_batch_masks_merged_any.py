# track: torch
# exercise: masking
# why: mask_scores merges a batch of masks into one (T, S) table with allowed.flatten(0, -3).any(dim=0) ("the batch shares one pattern"), so each batch element (and head) sees every key that any other element's mask shows, not its own mask
# kind: axes
# diagnosis: shows-hidden, mask-first-only, mask-merged
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    allowed = allowed.to(torch.bool)
    if allowed.dim() > 2:  # one (T, S) pattern for the whole batch
        allowed = allowed.flatten(0, -3).any(dim=0)
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
