# track: numpy
# exercise: heads
# why: attention is ported from Hugging Face's T5Attention, scores = q @ k^T with no division by sqrt(d_k) (T5 folds that scale into its weight initialisation), so the kit's attention uses unscaled scores and too-sharp weights
# kind: public-code
# diagnosis: scale-none


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = q @ np.swapaxes(k, -2, -1)  # T5: no scaling, it lives in the init
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
