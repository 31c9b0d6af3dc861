# track: numpy
# exercise: scaling
# why: scaled_scores ports Flax's dot_product_attention_weights, np.einsum("...qhd,...khd->...hqk", q, k), and gives the kit's inputs the head axis Flax expects with q[..., None, :] and k[..., None, :], but never takes that axis out of the result, so the scores come back (..., 1, T, S) instead of (..., T, S)
# kind: public
# diagnosis: extra-axis


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q / math.sqrt(q.shape[-1])
    return np.einsum("...qhd,...khd->...hqk", q[..., None, :], k[..., None, :])
