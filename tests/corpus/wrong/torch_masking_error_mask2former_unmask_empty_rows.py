# track: torch
# exercise: masking
# why: mask_scores keeps Mask2Former's guard against empty attention rows, attn_mask[torch.where(attn_mask.sum(-1) == attn_mask.shape[-1])] = False, turned to the kit's convention (a row with no visible key is made all visible), so a query with no visible key silently attends to every key instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape).clone()
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the scores' shape {tuple(scores.shape)}"
        ) from err
    # Mask2Former: "if a query has no key to attend to, let it attend to all of them" (avoids NaN)
    visible[visible.sum(-1) == 0] = True
    return scores.masked_fill(~visible, float("-inf"))
