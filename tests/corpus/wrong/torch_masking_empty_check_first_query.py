# track: torch
# exercise: masking
# why: checks for rows without a visible key only in the first query row, visible[..., 0, :] ("under a causal mask the first query sees the fewest keys"), so an empty row anywhere else comes back all -inf instead of raising ValueError
# kind: inputs-errors
# diagnosis: error-not-raised


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    # the first query sees the fewest keys, so it is the one that can end up with none
    if not visible[..., 0, :].any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
