# track: torch
# exercise: masking
# why: mask_scores lines the mask up with allowed.expand(*scores.shape[:-2], -1, -1), keeping "the mask's own (T, S)" and adding the scores' batch axes; expand can only keep (-1) axes the mask has, so a one-axis key mask (S,), which broadcasts to the scores, raises RuntimeError instead of being applied to every query
# kind: axes
# diagnosis: fails-with-fewer-mask-axes, error-not-valueerror, expand-keeps-missing-axis
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.shape[-1] not in (1, scores.shape[-1]) or allowed.dim() > scores.dim():
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the scores' shape {tuple(scores.shape)}"
        )
    visible = allowed.to(torch.bool).expand(*scores.shape[:-2], -1, -1)
    try:
        visible = torch.broadcast_to(visible, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
