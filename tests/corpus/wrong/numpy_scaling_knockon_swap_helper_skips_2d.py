# track: numpy
# exercise: scaling
# why: scaled_scores is right, but its helper _swap_last_two(x) returns np.swapaxes(x, -2, -1) only "for batched arrays" (x.ndim > 2) and a 2-D array unchanged (the 2-D branch meant to return x.T lost its .T), so unbatched keys are not transposed: q @ k is a size mismatch unless S == d_k, and then the scores are q k instead of q k^T
# kind: knockon
# diagnosis: matmul-mismatch, needs-square


def _swap_last_two(x):
    if x.ndim > 2:
        return np.swapaxes(x, -2, -1)
    return x


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ _swap_last_two(k)) / math.sqrt(q.shape[-1])
