# track: torch
# exercise: masking
# why: mask_scores reads a 1-D mask as one flag per QUERY ("a padding mask says which positions are real") and stands it up as a column, allowed.unsqueeze(-1), before broadcasting; a 1-D mask holds one flag per KEY, so hidden keys stay visible and whole query rows are hidden instead (or the mask no longer fits when T != S)
# kind: axes
# diagnosis: mask-transposed, hides-visible, shows-hidden, fails-with-fewer-mask-axes
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() == 1:
        allowed = allowed.unsqueeze(-1)  # padding flags, one per position (T, 1)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
