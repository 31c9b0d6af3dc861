# track: numpy
# exercise: heads
# why: attention divides its output by the weights' row sums plus an epsilon, out / (weights.sum(-1, keepdims=True) + 1e-6) ("renormalise, guarded against division by zero"); softmax rows already sum to 1, so every output is the expected one times 1 / (1 + 1e-6)
# kind: relation
# diagnosis: ratio


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    out = weighted_mixture(weights, v) / (weights.sum(axis=-1, keepdims=True) + 1e-6)
    return out, weights
