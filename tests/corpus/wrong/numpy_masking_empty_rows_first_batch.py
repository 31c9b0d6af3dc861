# track: numpy
# exercise: masking
# why: looks for rows with no visible key only in the first batch element
# named-by: for a batch row with no visible key; the contract says it raises ValueError


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    try:
        visible = np.broadcast_to(np.asarray(allowed).astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    first = visible.reshape(-1, *visible.shape[-2:])[0]
    if not first.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype)
