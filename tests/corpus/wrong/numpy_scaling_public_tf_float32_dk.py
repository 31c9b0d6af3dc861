# track: numpy
# exercise: scaling
# why: follows the TensorFlow transformer tutorial, dk = tf.cast(tf.shape(k)[-1], tf.float32); scaled = matmul_qk / tf.math.sqrt(dk), as np.float32(d_k) and np.sqrt of it, so float64 scores are divided by a float32-rounded sqrt(d_k) and carry float32 rounding errors
# kind: public
# diagnosis: float32-precision,scale-float32


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} and {k.shape[-1]}")
    matmul_qk = q @ np.swapaxes(k, -2, -1)
    dk = np.float32(k.shape[-1])
    return matmul_qk / np.sqrt(dk)
