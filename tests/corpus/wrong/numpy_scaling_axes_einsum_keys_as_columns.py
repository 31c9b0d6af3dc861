# track: numpy
# exercise: scaling
# why: scaled_scores writes np.einsum("...td,...ds->...ts", q, k), labelling the keys (d_k, S) as the columns of the textbook's K^T, but k is (..., S, d_k): with S != d_k einsum raises ValueError (the letter d gets two sizes), and with S == d_k every score pairs query features with one key coordinate across all keys
# kind: axes
# diagnosis: einsum-letters,keys-reshaped

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    return np.einsum("...td,...ds->...ts", q, k) / math.sqrt(q.shape[-1])
