# track: numpy
# exercise: heads
# why: attention calls the student's softmax helper from an earlier cell (the classic 1-D np.exp(x - np.max(x)) / sum) instead of stable_softmax, so it shifts by the global max and divides by the sum of the whole array: rows no longer sum to 1
# kind: knock-on
# diagnosis: softmax-whole-array,softmax-global-max,reduced-other-axis


def softmax(x):
    e = np.exp(x - np.max(x))
    return e / e.sum()


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = softmax(scores)
    return weighted_mixture(weights, v), weights
