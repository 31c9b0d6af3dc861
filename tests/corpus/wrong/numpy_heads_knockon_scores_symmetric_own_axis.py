# track: numpy
# exercise: heads
# why: the student's scaled_scores splits the scale "symmetrically", dividing q by the fourth root of its last axis and the transposed keys by the fourth root of theirs; after the transpose that axis is S, so the scores are divided by (d_k * S) ** 0.25 instead of sqrt(d_k), and attention and multi-head attention (correct themselves) get wrong weights whenever S != d_k
# kind: knockon
# diagnosis: logit-ratio, scale-seq-len, ratio

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = np.swapaxes(k, -2, -1)  # (..., d_k, S)
    q_scaled = q / q.shape[-1] ** 0.25
    k_scaled = k_t / k_t.shape[-1] ** 0.25
    return q_scaled @ k_scaled
