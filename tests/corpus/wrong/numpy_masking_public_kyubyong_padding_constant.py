# track: numpy
# exercise: masking
# why: adapts the masking of Kyubyong's widely copied TensorFlow transformer, paddings = tf.ones_like(outputs) * (-2 ** 32 + 1) and tf.where(masks, outputs, paddings), so hidden scores become the finite -4294967295 instead of -inf
# kind: public
# diagnosis: mask-large-negative


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        masks = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores {scores.shape}") from err
    if not masks.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    paddings = np.ones_like(scores) * (-2 ** 32 + 1)
    return np.where(masks, scores, paddings)
