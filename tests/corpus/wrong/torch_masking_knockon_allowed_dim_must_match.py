# track: torch
# exercise: masking
# why: mask_scores raises ValueError unless allowed.dim() == scores.dim() ('the mask must have the scores' layout'), so a (T, S) causal mask on batched or multi-head scores, which broadcasts and is valid, is rejected, in attention and multi-head attention too
# kind: knockon
# diagnosis: error-on-valid, fails-with-fewer-mask-axes, bad-inner-call
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dim() != scores.dim():
        raise ValueError(f"allowed must have {scores.dim()} axes like the scores; got {allowed.dim()}")
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
