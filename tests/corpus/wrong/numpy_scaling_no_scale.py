# track: numpy
# exercise: scaling
# why: returns the raw dot products q kᵀ without dividing by sqrt(d_k)
# diagnosis: scale-none


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q {q.shape} and k {k.shape} do not share d_k")
    return q @ np.swapaxes(k, -2, -1)
