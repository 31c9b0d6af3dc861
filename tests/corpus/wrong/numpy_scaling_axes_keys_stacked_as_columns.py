# track: numpy
# exercise: scaling
# why: scaled_scores builds k^T by standing the key rows side by side as columns, np.stack(list(k), axis=-1); list(k) iterates the first axis, which holds the keys only for 2-D k, so batched keys become (S, d_k, B) and the product pairs the wrong axes (a broadcast error or wrongly shaped scores) while 2-D inputs are right
# kind: axes
# diagnosis: fixed-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    kt = np.stack(list(k), axis=-1)  # the key rows as columns
    return (q @ kt) / math.sqrt(q.shape[-1])
