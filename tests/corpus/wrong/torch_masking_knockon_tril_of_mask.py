# track: torch
# exercise: masking
# why: mask_scores keeps only the lower triangle of the mask it is given, allowed.tril() ("attention is causal, keep the causal structure"), so every visible key above the diagonal is hidden too: causal masks pass, but padding and bidirectional masks lose keys, in attention too
# kind: knockon
# diagnosis: hides-visible
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape).tril()
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
