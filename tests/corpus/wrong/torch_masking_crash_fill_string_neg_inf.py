# track: torch
# exercise: masking
# why: mask_scores fills the hidden keys with scores.masked_fill(~visible, '-inf'), the string that float('-inf') takes, not the float itself; masked_fill refuses a str value, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, "-inf")
