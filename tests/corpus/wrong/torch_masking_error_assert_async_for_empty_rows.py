# track: torch
# exercise: masking
# kind: error
# why: mask_scores checks that every query row keeps a visible key with torch._assert_async(visible.any(dim=-1).all(), "a query row has no visible key"), PyTorch's device-side assert ("no host sync on the GPU"); it raises RuntimeError, not ValueError, so a row with no visible key is reported with the wrong exception type
# diagnosis: error-not-valueerror

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
    # a device-side assert: no host synchronisation on the GPU
    torch._assert_async(visible.any(dim=-1).all(), "a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
