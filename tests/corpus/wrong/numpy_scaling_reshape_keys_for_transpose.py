# track: numpy
# exercise: scaling
# why: "transposes" the keys with k.reshape(..., d_k, S), a reshape where a transpose was meant; the shapes fit the product but the entries are laid out in the wrong order, so the scores are wrong (right only when S or d_k is 1)
# kind: axes-shapes
# diagnosis: permuted,keys-reshaped


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q and k differ in d_k: {q.shape} and {k.shape}")
    k_t = k.reshape(*k.shape[:-2], k.shape[-1], k.shape[-2])
    return (q @ k_t) / math.sqrt(q.shape[-1])
