# track: torch
# exercise: masking
# kind: rules
# why: mask_scores skips the fill when the mask hides nothing and returns scores.view_as(scores) ("nothing to hide: a view costs nothing and is a new tensor object"); a view shares the caller's storage, so the result is not a new tensor: writing into the returned scores (a later in-place mask) changes the caller's scores
# diagnosis: input-changed, input-aliased

def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    """Exercise 3b: hide the scores of keys a query may not see.

    Args:
        scores: ``(..., T, S)``.
        allowed: bools or 0/1 values, on any device, broadcastable to the shape of
            ``scores``; ``True`` (1) means visible.

    Returns:
        A new tensor equal to ``scores`` where allowed and ``-inf`` where not, with the
        dtype and device of ``scores``.

    Raises:
        ValueError: when ``allowed`` does not broadcast to the shape of ``scores``, or
            when a query row has no visible key.
    """
    ### BEGIN SOLUTION
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    if visible.all():
        return scores.view_as(scores)  # nothing to hide: a view costs nothing
    return scores.masked_fill(~visible, float("-inf"))
