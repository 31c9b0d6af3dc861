# track: numpy
# exercise: masking
# why: mask_scores keeps the broadcast bool mask it builds in a module dict keyed by (id(allowed), scores.shape), "masks are reused across layers", so a mask array whose values change between two calls (the same object refilled) is still read with its old values
# kind: rules
# diagnosis: stale-result
_VISIBLE: dict = {}


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    key = (id(allowed), scores.shape)
    if key not in _VISIBLE:
        mask = np.asarray(allowed)
        if mask.dtype != bool and not np.isin(mask, (0, 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        try:
            visible = np.broadcast_to(mask.astype(bool), scores.shape)
        except ValueError as err:
            raise ValueError(f"allowed has shape {mask.shape}, which does not broadcast to {scores.shape}") from err
        if not visible.any(axis=-1).all():
            raise ValueError("a query row has no visible key; every query needs at least one")
        _VISIBLE[key] = visible
    return np.where(_VISIBLE[key], scores, -np.inf)
