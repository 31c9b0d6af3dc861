# track: torch
# exercise: masking
# why: mask_scores "drops stray length-1 axes" of the mask with allowed.squeeze() before broadcasting it; that also removes the length-1 axes broadcasting needs, so a (B, 1, T, S) mask (one mask per batch element, shared by the heads) becomes (B, T, S) and lines B up with the heads axis, and multi-head attention with such a mask, which masks through it, fails or masks the wrong heads
# kind: knockon
# diagnosis: fails-with-head-mask,argument-squeezed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device).squeeze()
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
