# track: numpy
# exercise: scaling
# why: scaled_scores ports the attention scale of nGPT (Loshchilov et al. 2024, the normalized Transformer), which multiplies the logits by sqrt(d_k) because its queries and keys are unit vectors; the kit's q and k are not normalised and the scale is a division, so every score is d_k times the expected one (multiplied by sqrt(d_k) where it should be divided)
# kind: public
# diagnosis: scale-multiplied


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    sqk = math.sqrt(q.shape[-1])  # nGPT: softmax scale is sqrt(d_k), not 1/sqrt(d_k)
    return (q @ np.swapaxes(k, -2, -1)) * sqk
