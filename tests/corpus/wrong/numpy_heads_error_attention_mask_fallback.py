# track: numpy
# exercise: heads
# why: attention wraps mask_scores in try/except ValueError and falls back to the unmasked scores "so that one bad mask cannot stop the model", so a query with no visible key (and a mask that does not fit) is silently attended without the mask instead of raising ValueError
# kind: error-case
# diagnosis: error-not-raised


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        try:
            scores = mask_scores(scores, allowed)
        except ValueError:
            pass  # keep going without the mask
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
