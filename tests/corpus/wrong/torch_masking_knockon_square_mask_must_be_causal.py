# track: torch
# exercise: masking
# why: mask_scores adds a guard against "future leaks": for square scores it raises ValueError whenever the mask shows a key after its query (visible.triu(1).any()), taking every self-attention mask for a causal one; valid bidirectional or padding masks on square scores are rejected, in mask_scores and in masked self-attention and multi-head attention
# kind: knockon
# diagnosis: error-on-valid,fails-when-square


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    if scores.shape[-2] == scores.shape[-1] and visible.triu(1).any():
        raise ValueError("the mask lets a query see a later key")
    return scores.masked_fill(~visible, float("-inf"))
