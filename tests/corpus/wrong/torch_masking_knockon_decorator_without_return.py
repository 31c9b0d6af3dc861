# track: torch
# exercise: masking
# why: mask_scores is wrapped by the student's decorator _bool_mask (it turns a 0/1 mask into bools before the call), whose body defines wrapper but never ends with "return wrapper"; the decorator returns None, so the name mask_scores holds None and every call of it, and of attention and multi_head_self_attention with a mask, raises TypeError
# kind: knockon
# diagnosis: decorator-returns-none
import functools

import torch


def _bool_mask(fn):
    @functools.wraps(fn)
    def wrapper(scores, allowed):
        allowed = torch.as_tensor(allowed, device=scores.device)
        if allowed.dtype != torch.bool:
            if not ((allowed == 0) | (allowed == 1)).all():
                raise ValueError("allowed must hold bools or 0/1 values")
            allowed = allowed != 0
        return fn(scores, allowed)


@_bool_mask
def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
