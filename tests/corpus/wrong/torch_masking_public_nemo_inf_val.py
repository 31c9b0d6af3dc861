# track: torch
# exercise: masking
# why: mask_scores ports the masking of NVIDIA NeMo's MultiHeadAttention.compute_att, scores.masked_fill(mask, -INF_VAL) with NeMo's module constant INF_VAL = 10000.0 (its mask, True at padding, turned round to the kit's convention), so every hidden score becomes -10000 instead of -inf and keeps a small weight next to visible scores near -1e4
# kind: public
# diagnosis: mask-large-negative
import torch

INF_VAL = 10000.0


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    mask = ~visible  # NeMo's mask is True where a key is hidden
    return scores.masked_fill(mask, -INF_VAL)
