# track: numpy
# exercise: scaling
# why: scaled_scores divides by sqrt(d_k) only when some raw dot product exceeds 1 in size (reading lesson section 5 as "scaling only matters for large logits"), so calls whose products are all small come back unscaled; attention and multi-head attention get those unscaled scores too
# kind: knockon
# diagnosis: scale-none
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    raw = q @ np.swapaxes(k, -2, -1)
    if raw.size and np.abs(raw).max() > 1.0:
        return raw / math.sqrt(q.shape[-1])
    return raw
