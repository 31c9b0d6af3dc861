# track: numpy
# exercise: heads
# why: adapts AllenNLP's masked_softmax (memory_efficient=False) for masked attention: softmax(scores * mask), times the mask, divided by (row sum + 1e-13); the visible weights keep their ratios, but a query with no visible key gets all-zero weights (and a zero output) instead of ValueError, and rows sum to 1 / (1 + 1e-13)
# kind: public
# diagnosis: error-not-raised, epsilon


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is None:
        weights = stable_softmax(scores)
    else:
        mask = np.broadcast_to(np.asarray(allowed).astype(scores.dtype), scores.shape)
        weights = stable_softmax(scores * mask)
        weights = weights * mask
        weights = weights / (weights.sum(axis=-1, keepdims=True) + 1e-13)
    return weighted_mixture(weights, v), weights
