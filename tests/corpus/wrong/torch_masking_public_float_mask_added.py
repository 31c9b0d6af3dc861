# track: torch
# exercise: masking
# why: mask_scores follows nn.MultiheadAttention's rule that a float attn_mask is ADDED to the scores and converts the bool mask to float first, scores + allowed.to(scores.dtype); visible keys get +1 and hidden keys +0, so nothing is hidden and every visible score is off by one
# kind: public
# diagnosis: mask-ignored

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores + visible.to(scores.dtype)
