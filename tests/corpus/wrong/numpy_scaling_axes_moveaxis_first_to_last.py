# track: numpy
# exercise: scaling
# why: scaled_scores stands the keys up with np.moveaxis(k, 0, -1), moving the first axis to the end, which is the transpose (d_k, S) only for 2-D keys; with a batch or head axis it moves the batch axis behind d_k, so batched scores raise or come out wrong
# kind: axes
# diagnosis: fixed-leading-axes,fails-with-leading-axes

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.moveaxis(k, 0, -1)) / math.sqrt(q.shape[-1])
