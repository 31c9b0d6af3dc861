# track: numpy
# exercise: heads
# why: attention hands its weights back as weights.tolist() "so the heat-map page can serialise them to JSON", a nested Python list instead of an np.ndarray (the output stays an array)
# kind: rules
# diagnosis: wrong-array-type
def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights.tolist()
