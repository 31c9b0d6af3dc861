# track: torch
# exercise: masking
# kind: public
# why: mask_scores prepares the mask with expand_mask from the UvA deep-learning course's Transformer tutorial (assert mask.ndim >= 2; a 3-D mask gets unsqueeze(1); then unsqueeze(0) until it is 4-D), written for (batch, heads, T, S) scores; the kit's scores may have any number of axes, so a 1-D key mask fails the assert (AssertionError) and every mask on 2-D or 3-D scores gains axes the scores lack and is rejected with ValueError as growing them
# diagnosis: fails-with-fewer-mask-axes, error-on-valid

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
    allowed = expand_mask(torch.as_tensor(allowed, device=scores.device))
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
    return scores.masked_fill(~visible, float("-inf"))


def expand_mask(mask):
    # Helper function to support different mask shapes.
    # Output shape supports (batch_size, number of heads, seq length, seq length)
    # If 2D: broadcasted over batch size and number of heads
    # If 3D: broadcasted over number of heads
    # If 4D: leave as is
    assert mask.ndim >= 2, "Mask must be at least 2-dimensional with seq_length x seq_length"
    if mask.ndim == 3:
        mask = mask.unsqueeze(1)
    while mask.ndim < 4:
        mask = mask.unsqueeze(0)
    return mask
