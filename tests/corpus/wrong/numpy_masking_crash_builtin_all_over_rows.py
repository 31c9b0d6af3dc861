# track: numpy
# exercise: masking
# why: mask_scores tests for empty query rows with Python's builtin all(visible.any(axis=-1)), which iterates the first axis; for 2-D scores that yields single bools, but with batch or head axes each item is an array and its truth value raises ValueError on every valid batched call
# kind: crash
# diagnosis: ambiguous-truth, fails-with-leading-axes


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores' shape {scores.shape}"
        ) from err
    if not all(visible.any(axis=-1)):
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
