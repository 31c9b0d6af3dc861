# track: numpy
# exercise: scaling
# why: ports the score line of Equinox's MultiheadAttention, einsum("sd,Sd->sS", query_heads, key_heads) / sqrt(d), which is written for one unbatched sequence (Equinox batches with vmap), as np.einsum without an ellipsis, so every batched or multi-head input raises ValueError
# kind: public
# diagnosis: fixed-ndim
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    logits = np.einsum("sd,Sd->sS", q, k)
    return logits / math.sqrt(q.shape[-1])
