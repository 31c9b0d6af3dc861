# track: numpy
# exercise: heads
# why: attention stores the weights it returns as float16 (weights.astype(np.float16), "attention maps are large, half precision is enough for plotting"), so the weights come back in another dtype than the inputs' and rounded
# kind: rules-types
# diagnosis: dtype-changed


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights.astype(np.float16)
