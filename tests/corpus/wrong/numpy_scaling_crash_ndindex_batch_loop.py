# track: numpy
# exercise: scaling
# why: scaled_scores loops over every batch index of the queries, for idx in np.ndindex(q.shape[:-2]), and scores q[idx] against k[idx]; that indexes the keys with the queries' batch index, and transposes each block with .T; keys with fewer leading axes than the queries (one key set shared by a batch) are indexed into their own rows (wrong scores, or IndexError once the batch index reaches S), and keys with more leading axes than the queries are reversed across all their axes by .T, so the product raises; only keys with exactly the queries' leading axes are right
# kind: crash
# diagnosis: fails-with-leading-axes
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1.0 / math.sqrt(q.shape[-1])
    out = np.empty(q.shape[:-1] + (k.shape[-2],), dtype=np.result_type(q, k))
    for idx in np.ndindex(q.shape[:-2]):
        out[idx] = (q[idx] @ k[idx].T) * scale
    return out
