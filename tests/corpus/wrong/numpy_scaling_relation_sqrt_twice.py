# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.sqrt(q.shape[-1]) ** 0.5 (a square root written twice), so the scores are divided by the fourth root of d_k
# kind: relation
# diagnosis: ratio

def scaled_scores(q, k):
    q = np.asarray(q); k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError("bad shapes")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1]) ** 0.5
