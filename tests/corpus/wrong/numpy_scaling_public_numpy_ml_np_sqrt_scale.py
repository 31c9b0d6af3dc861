# track: numpy
# exercise: scaling
# why: scaled_scores ports numpy-ml's DotProductAttention._fwd, scale = 1 / np.sqrt(Q.shape[-1]); scores = Q @ K.swapaxes(-2, -1) * scale; np.sqrt of the int width is a NumPy float64 scalar, which under NumPy 2 promotes float32 scores to float64, so float32 inputs come back as float64 scores
# kind: public
# diagnosis: dtype-float64

def scaled_scores(q, k):

    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}; shapes {q.shape} and {k.shape}"
        )

    # numpy-ml, neural_nets/layers: DotProductAttention._fwd
    scale = 1 / np.sqrt(q.shape[-1])
    scores = q @ k.swapaxes(-2, -1) * scale
    return scores
