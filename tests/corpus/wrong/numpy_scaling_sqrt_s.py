# track: numpy
# exercise: scaling
# why: takes the width from the wrong axis of k: divides by sqrt(S) (k.shape[-2]) instead of sqrt(d_k)
# diagnosis: scale-seq-len


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q {q.shape} and k {k.shape} do not share d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(k.shape[-2])
