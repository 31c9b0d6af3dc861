# track: numpy
# exercise: heads
# why: attention divides its output by math.sqrt(S), the number of keys ("a sum over S keys grows like sqrt(S)", the lesson's variance argument carried over to the mixture), so every output is 1/sqrt(S) of the expected one while the weights are right
# kind: relation
# diagnosis: ratio
def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v) / math.sqrt(k.shape[-2]), weights
