# track: torch
# exercise: masking
# why: mask_scores tests for empty query rows with Python's builtin all(visible.any(dim=-1)), which iterates the first axis; for 2-D scores that yields one 0-d tensor per query, but with batch or head axes each item is a whole tensor of rows, and bool() of a tensor with several values raises RuntimeError ("ambiguous") on every valid batched call
# kind: crash
# diagnosis: ambiguous-truth, crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)}"
        ) from err
    if not all(visible.any(dim=-1)):
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
