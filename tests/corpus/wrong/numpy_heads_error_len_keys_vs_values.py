# track: numpy
# exercise: heads
# why: attention checks "one value per key" with len(k) != len(v), the length of the first axis, which is S only for 2-D arrays; valid calls whose k and v have different leading axes (2-D values shared by batched keys, or values with extra leading axes) are rejected with ValueError unless those first lengths happen to agree
# kind: error
# diagnosis: error-on-valid, fails-with-leading-axes


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if len(k) != len(v):
        raise ValueError(f"every key needs a value: k has {len(k)} rows, v has {len(v)}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
