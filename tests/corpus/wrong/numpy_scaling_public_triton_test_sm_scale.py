# track: numpy
# exercise: scaling
# why: scaled_scores adapts the reference computation of the Triton fused-attention tutorial's test to NumPy, p = q @ k^T * sm_scale, keeping the test's sm_scale = 0.5, a constant that is 1/sqrt(d_k) only for d_k = 4, so every other width is scaled by the wrong factor
# kind: public
# diagnosis: ratio
import numpy as np

sm_scale = 0.5  # as in the tutorial's test_op


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.matmul(q, np.swapaxes(k, -2, -1)) * sm_scale
