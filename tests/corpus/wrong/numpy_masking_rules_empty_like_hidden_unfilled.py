# track: numpy
# exercise: masking
# why: mask_scores allocates its result with np.empty_like(scores), taking the "empty" entries for missing values a softmax ignores, and copies in only the visible scores with np.copyto(out, scores, where=visible); the hidden entries keep whatever was in that memory (old numbers, sometimes a leftover -inf), so they are wrong and change from call to call instead of being -inf
# kind: rules
# diagnosis: only-at-special, not-deterministic
# random: the hidden entries hold uninitialised memory


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed does not broadcast to the scores' shape {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    out = np.empty_like(scores)
    np.copyto(out, scores, where=visible)
    return out
