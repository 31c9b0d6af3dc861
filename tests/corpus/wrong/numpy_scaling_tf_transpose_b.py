# track: numpy
# exercise: scaling
# why: ports the TensorFlow tutorial's matmul_qk = tf.matmul(q, k, transpose_b=True) as np.matmul(q, k, transpose_b=True), but np.matmul has no transpose_b argument, so every call raises TypeError
# kind: public-code
# diagnosis: crash


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    matmul_qk = np.matmul(q, k, transpose_b=True)
    dk = k.shape[-1]
    return matmul_qk / math.sqrt(dk)
