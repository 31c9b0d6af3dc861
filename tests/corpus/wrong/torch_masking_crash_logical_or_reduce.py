# track: torch
# exercise: masking
# why: mask_scores checks for empty rows with torch.logical_or.reduce(visible, dim=-1), carrying NumPy's ufunc method np.logical_or.reduce over to PyTorch; torch.logical_or is a plain function with no .reduce, so every valid call raises AttributeError once the mask is broadcast
# kind: crash
# diagnosis: crash
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    # one visible key per row: OR over the keys, as np.logical_or.reduce does
    row_has_key = torch.logical_or.reduce(visible, dim=-1)
    if not row_has_key.all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
