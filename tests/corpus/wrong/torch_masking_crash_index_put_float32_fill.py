# track: torch
# exercise: masking
# why: mask_scores writes the hidden entries with scores.index_put(nonzero(~visible), torch.tensor(float("-inf"))); that value tensor is float32, and index_put demands the source dtype to equal the destination's, so every valid float64 call raises RuntimeError (even with nothing hidden; float32 works)
# kind: crash
# diagnosis: crash


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
    hidden = torch.nonzero(~visible, as_tuple=True)
    return scores.index_put(hidden, torch.tensor(float("-inf"), device=scores.device))
