# track: numpy
# exercise: heads
# why: attention passes temperature=sqrt(d_k) to stable_softmax on scores that scaled_scores already divided by sqrt(d_k), so the scores are divided by d_k overall
# kind: relation
# diagnosis: scale-dk


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores, temperature=math.sqrt(q.shape[-1]))
    return weighted_mixture(weights, v), weights
