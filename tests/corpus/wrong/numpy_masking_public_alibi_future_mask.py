# track: numpy
# exercise: masking
# why: ports the future mask of the ALiBi reference code (ofirpress/attention_with_linear_biases, fairseq's buffered_future_mask with alibi added), where the causal -inf mask also carries the linear bias slope * key position, here with the first slope of 8 heads, 0.5; so mask_scores hides the right places but adds 0.5 * s to every visible score of key s
# kind: public
# diagnosis: offset
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to scores {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    # the future mask carries ALiBi's bias: slope * key position, -inf where hidden
    slope = 0.5
    alibi = slope * np.arange(scores.shape[-1], dtype=scores.dtype)
    future_mask = np.where(visible, alibi, -np.inf).astype(scores.dtype)
    return (scores + future_mask).astype(scores.dtype, copy=False)
