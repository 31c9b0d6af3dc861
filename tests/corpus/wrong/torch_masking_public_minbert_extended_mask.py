# track: torch
# exercise: masking
# why: mask_scores follows the minBERT assignment's get_extended_attention_mask and attention (extended = (1.0 - mask) * -10000.0, then S = S + extended), adding -10000 to every hidden score instead of replacing it with -inf, so hidden keys keep their score minus 10000 and are not exactly hidden
# kind: public
# diagnosis: mask-large-negative

import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
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
    # minBERT: extended_attention_mask = (1.0 - mask) * -10000.0; S = S + attention_mask
    extended = (1.0 - visible.to(scores.dtype)) * -10000.0
    return scores + extended
