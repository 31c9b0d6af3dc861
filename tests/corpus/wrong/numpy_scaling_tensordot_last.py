# track: numpy
# exercise: scaling
# why: contracts the feature axes with np.tensordot(q, k, axes=([-1], [-1])), which pairs every batch of q with every batch of k: right in 2-D, (B, T, B, S) with a batch axis
# kind: axes-shapes
# diagnosis: dot-not-matmul, fixed-leading-axes, fails-with-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = np.tensordot(q, k, axes=([-1], [-1]))  # sum over the shared feature axis
    return scores / math.sqrt(q.shape[-1])
