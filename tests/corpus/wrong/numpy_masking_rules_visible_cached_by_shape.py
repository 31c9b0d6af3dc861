# track: numpy
# exercise: masking
# why: mask_scores keeps the broadcast bool mask in a module dict keyed by (allowed.shape, scores.shape) ("it is the same causal mask in every layer"), so a later call with a different mask of the same shape hides the keys of the first mask
# kind: rules
# diagnosis: stale-result:shape, stale-result

_VISIBLE = {}


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    key = (allowed.shape, scores.shape)
    if key not in _VISIBLE:
        if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        try:
            visible = np.broadcast_to(allowed.astype(bool), scores.shape)
        except ValueError as err:
            raise ValueError("allowed does not broadcast to the scores' shape") from err
        if not visible.any(axis=-1).all():
            raise ValueError("a query row has no visible key")
        _VISIBLE[key] = visible
    return np.where(_VISIBLE[key], scores, -np.inf).astype(scores.dtype, copy=False)
