# track: numpy
# exercise: heads
# why: converts q, k and v with np.asarray(..., dtype=np.float64) "for precision", so float32 inputs come back as float64 output and weights
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


def attention(q, k, v, allowed=None):
    q, k, v = (np.asarray(a, dtype=np.float64) for a in (q, k, v))
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
