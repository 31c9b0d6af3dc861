# track: numpy
# exercise: scaling
# why: scaled_scores pre-scales the queries with np.multiply(q, 1 / math.sqrt(d_k), out=q), writing into the caller's queries
# kind: rules
# diagnosis: input-changed

def scaled_scores(q, k):
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError("bad shapes")
    np.multiply(q, 1 / math.sqrt(q.shape[-1]), out=q)
    return q @ np.swapaxes(k, -2, -1)
