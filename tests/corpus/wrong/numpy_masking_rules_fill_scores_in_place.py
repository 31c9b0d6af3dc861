# track: numpy
# exercise: masking
# why: mask_scores writes the masked scores back into its argument with scores[...] = np.where(visible, scores, -np.inf) and returns it; np.asarray hands back the caller's own array, so the caller's scores get -inf written into them
# kind: rules
# diagnosis: input-changed
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    scores[...] = np.where(visible, scores, -np.inf)
    return scores
