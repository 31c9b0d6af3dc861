# track: numpy
# exercise: masking
# why: mask_scores looks for an empty query row with Python's builtin min(visible.sum(axis=-1)) == 0; min iterates the first axis, which yields numbers only for 2-D scores: with batch axes it compares whole rows of counts and raises the ambiguous-truth ValueError on valid masks
# kind: error
# diagnosis: ambiguous-truth
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if min(visible.sum(axis=-1)) == 0:
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
