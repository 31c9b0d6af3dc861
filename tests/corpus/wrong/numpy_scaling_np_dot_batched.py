# track: numpy
# exercise: scaling
# why: np.dot instead of matmul: on batched inputs np.dot pairs every batch with every other batch
# named-by: np.dot


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q {q.shape} and k {k.shape} do not share d_k")
    return np.dot(q, np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
