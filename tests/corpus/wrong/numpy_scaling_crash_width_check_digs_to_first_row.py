# track: numpy
# exercise: scaling
# why: scaled_scores compares the feature widths with len(q[0][0]) != len(k[0][0]), indexing down to one query row as for (B, T, d_k) input; for 2-D q or k the double index is a single number and len() raises TypeError, and for 4-D inputs it compares T with S
# kind: crash
# diagnosis: crash, fixed-ndim


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if len(q[0][0]) != len(k[0][0]):
        raise ValueError(f"q and k have different feature widths: {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
