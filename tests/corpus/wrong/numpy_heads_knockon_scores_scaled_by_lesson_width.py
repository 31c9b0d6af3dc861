# track: numpy
# exercise: heads
# why: attention and multi-head attention are right, but the student's scaled_scores divides by math.sqrt(2), the key width of the lesson's worked example (section 3, "the key dimension is two"), instead of sqrt(d_k), so every attention weight is a softmax of wrongly scaled scores whenever d_k != 2
# kind: knockon
# diagnosis: logit-ratio, ratio:fixed-scale


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(2)  # the key dimension is two
