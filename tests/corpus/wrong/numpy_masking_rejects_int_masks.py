# track: numpy
# exercise: masking
# why: raises ValueError for 0/1 integer masks, which the contract accepts, instead of only bool masks
# named-by: on an input it should accept


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool:
        raise ValueError(f"allowed must be a bool mask; got dtype {allowed.dtype}")
    try:
        visible = np.broadcast_to(allowed, scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype)
