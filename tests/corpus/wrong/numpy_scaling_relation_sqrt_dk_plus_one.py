# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.sqrt(d_k + 1), counting "the bias feature of augmented vectors" in the width, so every score is sqrt(d_k / (d_k + 1)) times the expected one (about 0.94 for d_k = 8)
# kind: relation
# diagnosis: ratio
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    width = q.shape[-1] + 1  # the features plus the bias
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(width)
