# track: numpy
# exercise: heads
# why: attention still calls stable_softmax(scores, temperature=0.8), left over from trying the lesson's temperature slider, so every softmax runs on the scores times 1.25 and the weights come out too sharp
# kind: relation
# diagnosis: logit-ratio:constant


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores, temperature=0.8)
    return weighted_mixture(weights, v), weights
