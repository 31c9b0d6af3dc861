# track: numpy
# exercise: scaling
# why: ports the TensorFlow transformer tutorial's scaled_dot_product_attention, dk = tf.cast(tf.shape(k)[-1], tf.float32) and matmul_qk / tf.math.sqrt(dk), as dk = np.float32(k.shape[-1]) and scores / np.sqrt(dk); the scale is a float32 number, so float64 scores are divided by a square root rounded to single precision
# kind: public
# diagnosis: scale-float32, float32-precision
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    matmul_qk = np.matmul(q, np.swapaxes(k, -1, -2))
    dk = np.float32(k.shape[-1])
    return matmul_qk / np.sqrt(dk)
