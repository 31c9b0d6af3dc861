# track: numpy
# exercise: masking
# why: weighted_mixture and mask_scores validate their arrays through the student's helper _require_rank(x, name, min_ndim=2), written for the (..., T, S) and (..., S, d_v) inputs; mask_scores calls it on the mask with the default min_ndim, so a valid 1-D (S,) key mask, which broadcasts over the queries, is refused with ValueError
# kind: error
# diagnosis: error-on-valid, fails-with-fewer-mask-axes
import numpy as np


def _require_rank(x, name, min_ndim=2):
    x = np.asarray(x)
    if x.ndim < min_ndim:
        raise ValueError(f"{name} needs at least {min_ndim} axes; got shape {x.shape}")
    return x


def weighted_mixture(weights, values):
    weights = _require_rank(weights, "weights (..., T, S)")
    values = _require_rank(values, "values (..., S, d_v)")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {weights.shape} and {values.shape}"
        )
    return weights @ values


def mask_scores(scores, allowed):
    scores = _require_rank(scores, "scores (..., T, S)")
    allowed = _require_rank(allowed, "allowed")
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
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
