# track: torch
# exercise: masking
# why: mask_scores does the fill in bfloat16 and casts back, scores.to(torch.bfloat16).masked_fill(...).to(scores.dtype) ("masks are applied in mixed precision"), so every visible score is rounded to bfloat16, here and in attention
# kind: knockon
# diagnosis: half-precision

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("bools or 0/1")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("mask does not broadcast") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a row has no visible key")
    return scores.to(torch.bfloat16).masked_fill(~visible, float("-inf")).to(scores.dtype)
