# track: torch
# exercise: masking
# why: mask_scores ports AllenNLP's masked_log_softmax trick to PyTorch, scores + torch.log(mask + 1e-45) ("a tiny number so log never sees 0"), so hidden scores are only lowered by about 103 (log 1e-45) instead of becoming -inf
# kind: public
# diagnosis: mask-large-negative
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores + torch.log(visible.to(scores.dtype) + 1e-45)
