# track: numpy
# exercise: heads
# why: attention and multi-head attention are right, but the student's scaled_scores divides every key's column of dot products by that key's length, np.linalg.norm(k, axis=-1) ("sqrt(d_k) is the typical key length, use the real one"), instead of by sqrt(d_k), so the logits of every key are off by its own factor sqrt(d_k) / ||k_s|| and the attention weights and outputs are wrong
# kind: knockon
# diagnosis: bad-inner-call, logit-ratio, scale-per-column


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    key_lengths = np.linalg.norm(k, axis=-1)[..., None, :]  # (..., 1, S)
    return (q @ np.swapaxes(k, -2, -1)) / key_lengths
