# track: torch
# exercise: masking
# why: mask_scores adds DropKey (Li et al. 2023), hiding each visible key at random with probability 0.1 before the softmax as a regulariser, so visible keys get -inf at random and the same input gives different results (and can leave a row with no visible key)
# kind: public
# diagnosis: not-deterministic,hides-visible
# random: samples at random on every call, so which check first shows it, and what its values look like there (a sampled one-hot row can read as a rounding), varies from run to run

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.bool(), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    drop_key = torch.rand(scores.shape, device=scores.device) < 0.1
    return scores.masked_fill(~visible | drop_key, float("-inf"))
