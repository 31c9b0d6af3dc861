# track: numpy
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's scaled_scores takes a "self-attention fast path" whenever q and k have the same shape, computing the symmetric q @ q^T (believing q k^T is symmetric then) instead of q @ k^T; multi-head self-attention always has equal shapes, so its scores ignore the keys (w_k) entirely, and attention is wrong whenever q and k are equally shaped
# kind: knockon
# diagnosis: bad-inner-call, fails-when-square
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    if q.shape == k.shape:  # self-attention: the score matrix is symmetric
        return (q @ np.swapaxes(q, -2, -1)) / math.sqrt(d_k)
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
