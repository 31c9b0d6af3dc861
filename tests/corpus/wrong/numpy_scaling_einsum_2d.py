# track: numpy
# exercise: scaling
# why: writes the product as np.einsum("td,sd->ts", q, k), which only takes 2-D operands, so batched inputs make einsum raise
# kind: crash
# diagnosis: fixed-leading-axes, fixed-ndim, fails-with-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.einsum("td,sd->ts", q, k) / math.sqrt(q.shape[-1])
