# track: numpy
# exercise: masking
# why: ports the mask handling of Facebook's XLM MultiHeadAttention, mask_reshape = (bs, 1, qlen, klen) if mask.dim() == 3 else (bs, 1, 1, klen), which reads every 2-D mask as a (batch, key) padding mask; a valid (T, S) mask on batched scores is reshaped to (T, 1, ..., S), so it is refused with ValueError (or, when T equals the batch size, row t hides keys for all of batch t's queries)
# kind: public
# diagnosis: fails-with-fewer-mask-axes, error-on-valid
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim == 2 and scores.ndim >= 3:
        # XLM: a 2-D mask is (bs, klen); view it as (bs, 1, ..., 1, klen)
        allowed = allowed.reshape((allowed.shape[0],) + (1,) * (scores.ndim - 2) + (allowed.shape[-1],))
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
