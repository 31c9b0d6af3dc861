# track: torch
# exercise: masking
# why: mask_scores returns the masked scores together with the broadcast mask, (scores.masked_fill(~visible, -inf), visible), "so the caller can reuse the mask"; the contract asks for one tensor, so mask_scores' result is a tuple and attention with a mask fails on it
# kind: knockon
# diagnosis: not-a-pair, crash, wrong-array-type
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
    return scores.masked_fill(~visible, float("-inf")), visible
