# track: torch
# exercise: masking
# why: mask_scores copies the scores with torch.tensor(scores) "to get a fresh tensor" before writing -inf into the copy with masked_fill_; torch.tensor copies the data out of the autograd graph, so no gradient reaches the scores (and it warns)
# kind: rules
# diagnosis: no-gradient
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    out = torch.tensor(scores)
    out.masked_fill_(~visible, float("-inf"))
    return out
