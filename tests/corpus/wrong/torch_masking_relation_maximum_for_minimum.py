# track: torch
# exercise: masking
# why: mask_scores builds a bias of +inf where visible and -inf where hidden and combines it with torch.maximum(scores, bias) where torch.minimum was meant, so every visible score becomes +inf and every hidden one keeps its score
# kind: relation
# diagnosis: mask-inverted, hides-visible, shows-hidden
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
    inf = torch.tensor(float("inf"), dtype=scores.dtype, device=scores.device)
    bias = torch.where(visible, inf, -inf)  # +inf keeps a score, -inf hides it
    return torch.maximum(scores, bias)
