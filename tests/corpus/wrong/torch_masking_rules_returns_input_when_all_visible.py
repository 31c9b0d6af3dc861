# track: torch
# exercise: masking
# why: mask_scores takes a shortcut "nothing to hide" and returns the scores tensor itself when every key is visible, so the caller gets its own input object back (not a new tensor), and any later in-place change to the result changes the caller's scores
# kind: rules
# diagnosis: input-returned, input-aliased
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    if visible.all():
        return scores
    return scores.masked_fill(~visible, float("-inf"))
