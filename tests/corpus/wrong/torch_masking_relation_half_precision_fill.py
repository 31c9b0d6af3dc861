# track: torch
# exercise: masking
# why: mask_scores does the fill in half precision, scores.half().masked_fill(~visible, -inf).to(scores.dtype) ("a mask only writes constants, fp16 is plenty"), so the dtype comes back right but every visible score is rounded to float16
# kind: relation
# diagnosis: half-precision
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
    return scores.half().masked_fill(~visible, float("-inf")).to(scores.dtype)
