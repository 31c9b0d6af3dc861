# track: numpy
# exercise: masking
# why: causal_mask and mask_scores build their arrays with the student's helper _filled(shape, value, dtype=np.float64); causal_mask passes dtype=bool, but mask_scores starts its result as _filled(scores.shape, -np.inf) with the default dtype and copies the visible scores in, so float32 scores come back float64 and attention and multi_head_self_attention return float64 weights and outputs
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def _filled(shape, value, dtype=np.float64):
    out = np.empty(shape, dtype=dtype)
    out.fill(value)
    return out


def causal_mask(t):
    return np.tril(_filled((t, t), True, dtype=bool))


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to the scores'"
            f" shape {scores.shape} = (..., T, S)"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    out = _filled(scores.shape, -np.inf)
    out[visible] = scores[visible]
    return out
