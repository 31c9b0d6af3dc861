# track: numpy
# exercise: masking
# why: mask_scores reads a 2-D mask as a (batch, S) key-padding mask, as BERT-style code does, and expands it with allowed[:, None, :] before broadcasting; a (T, S) visibility mask (the causal mask) becomes (T, 1, S), so its rows are matched with the batch axis instead of the queries, and 2-D scores get a spurious axis
# kind: axes
# diagnosis: fails-with-fewer-mask-axes, extra-axis
# miss: every 2-D mask fails (it gains an axis), whatever the scores' axes, so no mask-axes pattern holds (2-D masks on 2-D scores have as many axes); the entry's own ValueError, wrapping broadcast_to's, leads as error-on-valid
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.ndim == 2:
        allowed = allowed[:, None, :]  # (batch, S) -> (batch, 1, S)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
