# track: numpy
# exercise: scaling
# why: scaled_scores writes the product as np.einsum("...sd,...td->...ts", q, k), the letters written with the keys first (s for q's rows, t for k's rows) while the operands come queries first; the output "ts" then puts k's rows first, so the scores come out (..., S, T), the transpose of q k^T / sqrt(d_k)
# kind: axes
# diagnosis: scores-transposed
def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.einsum("...sd,...td->...ts", q, k) / math.sqrt(q.shape[-1])
