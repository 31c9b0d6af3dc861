# track: numpy
# exercise: masking
# why: mask_scores is ported from the student's PyTorch solution and hides keys with scores.masked_fill(~visible, -np.inf), but an ndarray has no masked_fill method, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, -np.inf)
