# track: torch
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's mask_scores fills with torch.where(visible, scores, NEG_INF) where NEG_INF = torch.tensor([float("-inf")], dtype=torch.float64) is a 1-element 1-D tensor, which takes part in type promotion (a 0-d one would not), so masked float32 attention returns float64 weights and outputs
# kind: knockon
# diagnosis: dtype-float64, dtype-changed, bad-inner-call
NEG_INF = torch.tensor([float("-inf")], dtype=torch.float64)


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"mask {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return torch.where(visible, scores, NEG_INF.to(scores.device))
