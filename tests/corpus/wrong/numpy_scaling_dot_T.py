# track: numpy
# exercise: scaling
# why: transposes k with k.T, which reverses every axis, so batched (3-D+) keys are scrambled
# diagnosis: transpose-all-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q {q.shape} and k {k.shape} do not share d_k")
    return (q @ k.T) / math.sqrt(q.shape[-1])
