# track: numpy
# exercise: masking
# why: ports nanoGPT's att.masked_fill(self.bias[:, :, :T, :T] == 0, -inf), slicing the mask to allowed[..., :T, :T] with T the query count; a valid (T, S) mask with S > T loses its last keys and no longer fits the scores, so ValueError is raised on valid inputs
# kind: public
# diagnosis: error-on-valid, cut-short, needs-square
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    T = scores.shape[-2]
    bias = allowed[..., :T, :T]
    try:
        visible = np.broadcast_to(bias.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(axis=-1).all():
        raise ValueError("a query row has no visible key")
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
