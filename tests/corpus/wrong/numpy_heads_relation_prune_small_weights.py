# track: numpy
# exercise: heads
# why: attention prunes the attention map for speed, setting every weight below 0.01 (1%) to 0 and renormalising each row over the keys that are left ("sparse attention"), so small weights vanish, the others are scaled up, and the returned weights and the output differ from the softmax's
# kind: relation
# diagnosis: sparse-weights, hides-visible


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    weights = np.where(weights < 0.01, 0.0, weights).astype(weights.dtype)
    weights = weights / weights.sum(axis=-1, keepdims=True)
    return weighted_mixture(weights, v), weights
