# track: torch
# exercise: masking
# why: mask_scores rejects float masks by probing torch.iinfo(allowed.dtype) ("iinfo only knows integer dtypes") and turning its TypeError into ValueError, but torch.iinfo does not accept torch.bool either, so every valid bool mask raises ValueError
# kind: error
# diagnosis: error-on-valid
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        torch.iinfo(allowed.dtype)  # bools and 0/1 integers only, no float masks
    except TypeError as err:
        raise ValueError(f"allowed must hold bools or 0/1 integers; got {allowed.dtype}") from err
    if not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
