# track: torch
# exercise: masking
# why: mask_scores checks the query rows one by one in a for loop, but its return line is indented into the loop body, so only the first row is ever checked and a later row with no visible key is masked to all -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)}"
        ) from err
    for row in visible.reshape(-1, visible.shape[-1]):
        if not row.any():
            raise ValueError("a query row has no visible key; every query needs at least one")
        return scores.masked_fill(~visible, float("-inf"))
