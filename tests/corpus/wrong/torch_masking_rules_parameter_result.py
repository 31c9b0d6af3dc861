# track: torch
# exercise: masking
# why: mask_scores returns torch.nn.Parameter(scores.masked_fill(~visible, -inf)) "so the masked scores stay a trainable tensor"; a Parameter is a new leaf made from the data, so the graph is cut there and no gradient reaches the scores (nor q and k through attention)
# kind: rules
# diagnosis: no-gradient, wrong-array-type
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return torch.nn.Parameter(scores.masked_fill(~visible, float("-inf")))
