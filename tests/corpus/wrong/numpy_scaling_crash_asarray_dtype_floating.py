# track: numpy
# exercise: scaling
# why: converts the inputs with np.asarray(q, dtype=np.floating) "to make sure they are floating point", but NumPy 2 refuses the abstract type np.floating as a dtype, so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    q = np.asarray(q, dtype=np.floating)
    k = np.asarray(k, dtype=np.floating)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
