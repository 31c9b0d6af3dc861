# track: numpy
# exercise: heads
# why: attention mixes the values with np.einsum("...ts,...sd->...td", weights, v, dtype=np.float64) "to accumulate the mixture in double", so float32 inputs give a float64 output from attention and multi-head attention (the weights keep their dtype)
# kind: rules
# diagnosis: dtype-float64, dtype-changed


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    output = np.einsum("...ts,...sd->...td", weights, v, dtype=np.float64)
    return output, weights
