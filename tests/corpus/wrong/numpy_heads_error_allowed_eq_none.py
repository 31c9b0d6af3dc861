# track: numpy
# exercise: heads
# why: attention tests the optional mask with "if allowed == None:" (return unmasked) instead of "is None"; for an array NumPy compares element by element and the if asks an array of bools for one truth value, so every valid masked call with more than one mask entry raises ValueError
# kind: error
# diagnosis: ambiguous-truth, error-on-valid
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed == None:  # noqa: E711
        weights = stable_softmax(scores)
    else:
        weights = stable_softmax(mask_scores(scores, allowed))
    return weighted_mixture(weights, v), weights
