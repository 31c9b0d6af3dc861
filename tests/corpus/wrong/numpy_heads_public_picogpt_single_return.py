# track: numpy
# exercise: heads
# why: attention keeps the shape of picoGPT's attention(q, k, v, mask), whose one line returns softmax(...) @ v, so it returns the output array alone instead of the pair (output, weights); multi-head attention, which unpacks "heads, weights = attention(...)", then splits that array along its first axis and fails or returns the wrong arrays
# kind: public
# diagnosis: not-a-pair


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    return weighted_mixture(stable_softmax(scores), v)
