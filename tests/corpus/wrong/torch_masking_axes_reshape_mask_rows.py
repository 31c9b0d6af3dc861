# track: torch
# exercise: masking
# why: mask_scores first brings every mask to "a table of query rows" with allowed.reshape(-1, allowed.shape[-1]), which folds a mask's leading axes into its T axis; (T, S) and (S,) masks are unchanged, but a batched or per-head mask ((B, T, S), (H, 1, S)) becomes (B*T, S) or (H, S) and then fails to broadcast, or lines its batches up with the queries
# kind: axes
# diagnosis: fails-with-head-mask, axes-folded, error-on-valid

import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    allowed = allowed.reshape(-1, allowed.shape[-1])  # one row of keys per query
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
