# track: numpy
# exercise: scaling
# why: scaled_scores copies Gemma 2 27B's attention scale, query_pre_attn_scalar ** -0.5 with the config's query_pre_attn_scalar = 224 (d_model / num_heads there, not the head width), so every score is divided by sqrt(224) whatever d_k is
# kind: public
# diagnosis: ratio:fixed-scale,ratio
QUERY_PRE_ATTN_SCALAR = 224  # Gemma 2 27B config


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q * QUERY_PRE_ATTN_SCALAR ** -0.5) @ np.swapaxes(k, -2, -1)
