# track: torch
# exercise: masking
# why: mask_scores keeps the visible scores with scores.sparse_mask(visible.to_sparse()).to_dense() ("keep only the entries the mask marks"); a sparse tensor's missing entries read back as 0, not -inf, so every hidden score becomes 0
# kind: relation
# diagnosis: mask-zero
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.sparse_mask(visible.contiguous().to_sparse()).to_dense()
