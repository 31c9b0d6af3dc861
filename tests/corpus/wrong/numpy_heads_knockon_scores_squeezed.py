# track: numpy
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's scaled_scores ends with np.squeeze(scores) "to drop stray singleton axes", which also removes a T = 1, S = 1 or length-1 batch or head axis, so attention returns weights and outputs missing that axis (or fails in the mixture)
# kind: knockon
# diagnosis: missing-axis


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return np.squeeze(scores)
