# track: numpy
# exercise: masking
# why: mask_scores looks up "the smallest value the dtype can hold" with np.iinfo(scores.dtype).min to use as -inf; iinfo only describes integer dtypes and raises ValueError ("Invalid integer data type 'f'") for the float scores of every valid call
# kind: crash
# diagnosis: error-on-valid,iinfo-of-float
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
    lowest = np.iinfo(scores.dtype).min
    return np.where(visible, scores, lowest).astype(scores.dtype, copy=False)
