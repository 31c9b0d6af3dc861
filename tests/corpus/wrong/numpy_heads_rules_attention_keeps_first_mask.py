# track: numpy
# exercise: heads
# why: attention keeps the first mask it is given in a module-level variable, "the mask is the same for every layer and step", and reuses it whenever a mask is passed later; a call with another mask (or another T) is masked with the old one (or raises)
# kind: rules
# diagnosis: stale-result
# miss: a mask kept from the first call shows as values wrong with a mask (fails-with-mask); stale-result is read only where a result repeats an earlier call's
import numpy as np

_ATTENTION_MASK = []


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        if not _ATTENTION_MASK:
            _ATTENTION_MASK.append(np.asarray(allowed).copy())
        scores = mask_scores(scores, _ATTENTION_MASK[0])
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
