# track: torch
# exercise: masking
# why: mask_scores follows Sockeye 3's masking, logits.masked_fill(mask, -C.LARGE_VALUES[logits.dtype]), with its table of "large values" per dtype (float16 49152, float32 99999999); hidden float32 scores become -1e8 instead of -inf, and float64 scores, which the table has no entry for, raise KeyError
# kind: public
# diagnosis: mask-large-negative, crash
import torch

LARGE_POSITIVE_VALUE = 99999999.0
LARGE_VALUES = {
    # something in the middle of 32768 < x < 65519 for half precision
    torch.float16: 49152.0,
    torch.bfloat16: LARGE_POSITIVE_VALUE,
    torch.float32: LARGE_POSITIVE_VALUE,
}


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, -LARGE_VALUES[scores.dtype])
