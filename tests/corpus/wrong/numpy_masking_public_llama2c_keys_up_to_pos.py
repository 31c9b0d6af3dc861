# track: numpy
# exercise: masking
# why: mask_scores keeps llama2.c's attention loop, which only scores keys 0..pos of each query (for t in range(pos + 1)), so on top of the caller's mask it hides every key s > t: any non-causal mask (full, padding, T != S cross-attention) loses its visible later keys
# kind: public
# diagnosis: hides-visible
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
    t, s = scores.shape[-2:]
    pos = np.arange(t)[:, None]
    upto = np.arange(s)[None, :] <= pos  # llama2.c: for (int t = 0; t <= pos; t++)
    visible = visible & upto
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
