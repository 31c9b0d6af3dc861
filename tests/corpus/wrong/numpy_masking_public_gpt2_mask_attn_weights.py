# track: numpy
# exercise: masking
# why: mask_scores ports mask_attn_weights from OpenAI's original GPT-2 code (TensorFlow), w = w * b - 1e10 * (1 - b) with b the 0/1 mask in the scores' dtype: visible scores are kept, but hidden ones become the finite -1e10 instead of -inf
# kind: public
# diagnosis: mask-large-negative


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        b = np.broadcast_to(allowed, scores.shape).astype(scores.dtype)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to the scores' shape {scores.shape}") from err
    if not b.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores * b - scores.dtype.type(1e10) * (1 - b)
