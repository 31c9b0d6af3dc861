# track: numpy
# exercise: masking
# why: checks the mask's values with np.unique(allowed).tolist() != [0, 1], which demands that both values occur rather than only these, so a valid all-visible mask (all True or all 1) raises ValueError
# kind: error
# diagnosis: error-on-valid


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if np.unique(allowed).tolist() != [0, 1]:
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"mask {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
