# track: torch
# exercise: masking
# why: mask_scores catches the RuntimeError of torch.broadcast_to and writes "ValueError(...)" in the handler without the raise keyword, so the exception is built and dropped; a mask that does not broadcast then reaches the next line with visible never assigned and raises UnboundLocalError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror, unbound-local
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError:
        ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        )
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
