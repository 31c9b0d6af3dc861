# track: torch
# exercise: heads
# why: the student's mask_scores applies allowed.mT, transposing the mask "the same way the keys are transposed in q @ k^T", so under attention and multi-head attention a causal mask turns upper triangular (queries see the future), and masks that are not square or are 1-D no longer fit
# kind: knock-on
# diagnosis: fails-with-mask,causal-upper,mask-transposed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool).mT, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
