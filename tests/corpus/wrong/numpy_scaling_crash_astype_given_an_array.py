# track: numpy
# exercise: scaling
# why: scaled_scores gives the keys the queries' dtype with k = k.astype(q), PyTorch's k.type_as(q) / k.to(q) habit of passing the other tensor; ndarray.astype wants a dtype, not an array, so every valid call raises TypeError ("Cannot construct a dtype from an array")
# kind: crash
# diagnosis: crash

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

    k = k.astype(q)  # same dtype as the queries
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
