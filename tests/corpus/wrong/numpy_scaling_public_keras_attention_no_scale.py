# track: numpy
# exercise: scaling
# why: adapts keras.layers.Attention (Luong-style dot-product attention), whose _calculate_scores is matmul(query, transpose(key)) times a learned scalar that use_scale=True starts at 1.0, with no 1/sqrt(d_k): the scores come back unscaled
# kind: public
# diagnosis: scale-none

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1.0  # keras.layers.Attention(use_scale=True) initialises its scale to ones
    scores = q @ np.swapaxes(k, -2, -1)
    return scores * scale
