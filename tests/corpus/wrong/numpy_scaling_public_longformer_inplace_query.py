# track: numpy
# exercise: scaling
# why: scaled_scores follows Hugging Face's LongformerSelfAttention, query_vectors /= math.sqrt(head_dim), scaling the queries in place before the product; the scores are right but the caller's q array is divided by sqrt(d_k)
# kind: public
# diagnosis: input-changed

def scaled_scores(q, k):
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    q /= math.sqrt(q.shape[-1])
    return q @ np.swapaxes(k, -2, -1)
