# track: numpy
# exercise: scaling
# why: fixes np.tensordot's all-batches-against-all product by taking the batch diagonal with np.diagonal(scores, axis1=0, axis2=2), but np.diagonal puts the diagonal axis LAST, so one-batch-axis scores come out (T, S, B) instead of (B, T, S) (2-D inputs are right, more batch axes stay cross-paired)
# kind: axes-shapes
# diagnosis: permuted,fixed-leading-axes, dot-not-matmul


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = np.tensordot(q, k, axes=([-1], [-1]))
    if q.ndim == 3 and k.ndim == 3:
        scores = np.diagonal(scores, axis1=0, axis2=2)
    return scores / math.sqrt(q.shape[-1])
