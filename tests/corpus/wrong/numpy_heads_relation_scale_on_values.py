# track: numpy
# exercise: heads
# why: attention written inline puts the 1/sqrt(d_k) scale on the wrong operand, mixing v / sqrt(d_k) with the weights of the unscaled dot products, so its weights are a softmax of unscaled scores and its output is also sqrt(d_k) times too small
# kind: relation
# diagnosis: scale-none,ratio


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = q @ np.swapaxes(k, -2, -1)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weights @ (v / math.sqrt(q.shape[-1])), weights
