# track: numpy
# exercise: masking
# kind: error
# why: mask_scores checks that a numeric mask holds only 0 and 1 with np.isin(allowed, {0, 1}), passing a set; np.isin does not read a set as a collection of values but as one object (a 0-d object array), so no entry ever matches and every valid 0/1 integer mask is rejected with ValueError (bool masks skip the check and work)
# diagnosis: error-on-valid, fails-with-01-masks

def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    """Exercise 3b: hide the scores of keys a query may not see.

    Args:
        scores: ``(..., T, S)``.
        allowed: bools or 0/1 values, broadcastable to the shape of ``scores``;
            ``True`` (1) means visible.

    Returns:
        A new array equal to ``scores`` where allowed and ``-inf`` where not, with the
        dtype of ``scores``.

    Raises:
        ValueError: when ``allowed`` does not broadcast to the shape of ``scores``, or
            when a query row has no visible key.
    """
    ### BEGIN SOLUTION
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, {0, 1}).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
