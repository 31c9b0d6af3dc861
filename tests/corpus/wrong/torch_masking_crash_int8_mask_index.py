# track: torch
# exercise: masking
# why: mask_scores stores the broadcast mask as torch.int8 ("a byte per entry, like a bool") and hides with out[~visible] = float("-inf"); ~ on int8 0/1 gives -1/-2 and an int8 tensor is neither a bool mask nor a long index, so the indexing raises IndexError on every valid call
# kind: crash
# diagnosis: crash, int-mask-inverted
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.int8), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = scores.clone()
    out[~visible] = float("-inf")
    return out
