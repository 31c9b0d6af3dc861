# track: torch
# exercise: masking
# why: mask_scores takes "a copy of its own" with copy.copy(scores) and writes out[~visible] = -inf into it; a shallow copy of a tensor is a new tensor object on the same storage, so the caller's scores are overwritten with -inf at the hidden keys, and scores that are a leaf requiring grad make the write raise RuntimeError
# kind: rules
# diagnosis: input-changed
import copy


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = copy.copy(scores)
    out[~visible] = float("-inf")
    return out
