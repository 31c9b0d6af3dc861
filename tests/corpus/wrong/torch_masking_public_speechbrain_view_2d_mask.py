# track: torch
# exercise: masking
# why: ports SpeechBrain's RelPosMHAXL mask handling, "if attn_mask.ndim == 2: attn_mask.view(1, 1, qlen, klen)", so every 2-D mask is viewed as (1, 1, T, S): a (T, 1) or (1, S) mask cannot be viewed to that size (RuntimeError), and a (T, S) mask on unbatched (T, S) scores becomes 4-D and no longer fits them (ValueError)
# kind: public
# diagnosis: error-on-valid, crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dim() == 2:
        # SpeechBrain: a (qlen, klen) mask is shared by every batch element and head
        allowed = allowed.view(1, 1, scores.shape[-2], scores.shape[-1])
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
