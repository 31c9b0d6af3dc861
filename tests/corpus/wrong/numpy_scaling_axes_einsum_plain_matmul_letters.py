# track: numpy
# exercise: scaling
# why: scaled_scores writes q k^T with the generic matrix-product subscripts np.einsum("...ij,...jk->...ik", q, k), which read the (S, d_k) keys as a (d_k, S) matrix: with d_k != S einsum raises ValueError on valid input, and with d_k == S it returns q @ k, the products of each query with the keys' feature columns, not q @ k^T
# kind: axes
# diagnosis: matmul-mismatch,einsum-letters

def scaled_scores(q, k):

    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}; shapes {q.shape} and {k.shape}"
        )

    scores = np.einsum("...ij,...jk->...ik", q, k)  # the matrix product Q K^T
    return scores / math.sqrt(q.shape[-1])
