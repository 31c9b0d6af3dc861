# track: torch
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's mask_scores demands a mask with as many axes as the scores ("add the batch and head axes yourself") and raises ValueError otherwise, so a (T, S) causal mask handed to attention for batched or multi-head scores is rejected although it broadcasts
# kind: knockon
# diagnosis: bad-inner-call,error-on-valid,fails-with-fewer-mask-axes
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dim() != scores.dim():
        raise ValueError(f"allowed must have the scores' {scores.dim()} axes; got {allowed.dim()}")
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
