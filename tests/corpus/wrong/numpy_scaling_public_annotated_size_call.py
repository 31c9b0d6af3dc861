# track: numpy
# exercise: scaling
# why: scaled_scores ports the Annotated Transformer's attention(), d_k = query.size(-1), keeping the call; on an ndarray .size is the element count, an int, so q.size(-1) raises TypeError ("'int' object is not callable") on every valid call
# kind: public
# diagnosis: crash

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.size(-1)
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
