# track: numpy
# exercise: masking
# why: mask_scores adds Selective Attention's soft masking (Leviathan et al. 2024): after the -inf fill it subtracts from each visible score the running total, over the earlier queries, of their ReLU'd scores for that key (the first key, and each query's own key, never counted), so a query's visible scores are lowered wherever an earlier query gave that key a positive score
# kind: public
# diagnosis: offset
# miss: a penalty that changes from entry to entry (a running total over earlier queries): no relation replays it, and the knock-on names the function
import numpy as np


def mask_scores(scores: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(
            f"allowed has shape {allowed.shape}, which does not broadcast to {scores.shape}"
        ) from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    masked = np.where(visible, scores, -np.inf)
    # Selective attention: query k may "select away" key j for every later query.
    select = np.maximum(np.where(visible, scores, 0.0), 0.0)   # ReLU of the logits
    select[..., :, 0] = 0.0                                     # never mask the first key
    t, s = select.shape[-2:]
    select = select * (1.0 - np.eye(t, s))                      # nor a token's own key
    penalty = np.cumsum(select, axis=-2) - select               # sum over earlier queries
    return (masked - penalty).astype(scores.dtype, copy=False)
