# track: numpy
# exercise: masking
# why: fills a -inf array and copies the visible scores in with np.copyto(out, scores, where=visible), but visible is the mask broadcast without converting it to bool, and copyto refuses an integer where= (TypeError), so every 0/1 mask crashes while bool masks work
# kind: crash
# diagnosis: crash, fails-with-01-masks


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = np.full_like(scores, -np.inf)
    np.copyto(out, scores, where=visible)
    return out
