# track: torch
# exercise: masking
# why: mask_scores converts the mask to bool only when it is a uint8 "byte mask" (the old PyTorch convention) and inverts anything else with ~ as it is; an int64 0/1 mask then becomes -1/-2 and masked_fill refuses a non-bool mask with RuntimeError, in mask_scores and in attention and multi-head attention given 0/1 masks
# kind: knockon
# diagnosis: fails-with-01-masks,int-mask-inverted

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype == torch.uint8:
        allowed = allowed.bool()
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
