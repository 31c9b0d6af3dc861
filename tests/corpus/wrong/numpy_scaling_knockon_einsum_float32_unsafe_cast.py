# track: numpy
# exercise: scaling
# why: scaled_scores computes the dot products in single precision "as a GPU would", np.einsum("...td,...sd->...ts", q, k, dtype=np.float32, casting="unsafe") (casting="unsafe" added after einsum refused the float64 inputs), so float64 inputs give float32 scores rounded to float32, and attention and multi-head attention built on it return float32 weights and outputs
# kind: knockon
# diagnosis: dtype-changed

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

    scores = np.einsum("...td,...sd->...ts", q, k, dtype=np.float32, casting="unsafe")
    return scores / math.sqrt(q.shape[-1])
