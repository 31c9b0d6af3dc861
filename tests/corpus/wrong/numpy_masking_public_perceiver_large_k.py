# track: numpy
# exercise: masking
# why: ports the masking line of DeepMind's Perceiver attend(), jnp.where(mask, attention, -large_k) with large_k = 1e30 (1e4 in float16), so hidden scores are a large finite negative number instead of -inf
# kind: public
# diagnosis: mask-large-negative
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    large_k = np.array(1e4 if scores.dtype == np.float16 else 1e30, dtype=scores.dtype)
    return np.where(visible, scores, -large_k)
