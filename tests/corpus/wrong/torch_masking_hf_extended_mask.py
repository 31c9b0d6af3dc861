# track: torch
# exercise: masking
# why: mask_scores follows Hugging Face's extended attention mask, adding (1.0 - allowed) * torch.finfo(dtype).min to the scores, so hidden scores become a huge negative number (score + finfo.min) instead of -inf
# kind: public-code
# diagnosis: mask-large-negative
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    extended = (1.0 - visible.to(scores.dtype)) * torch.finfo(scores.dtype).min
    return scores + extended
