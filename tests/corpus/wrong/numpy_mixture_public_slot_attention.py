# track: numpy
# exercise: mixture
# why: weighted_mixture ports the update of Slot Attention (Locatello et al. 2020), attn = attn + eps; attn = attn / attn.sum(-1, keepdims=True) (a weighted mean) before the product with the values; the kit's weights are used as given, so every row is renormalised to sum to 1 (and shifted by eps = 1e-8) before mixing
# kind: public
# diagnosis: mixture-renormalised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    eps = 1e-8
    attn = weights + eps
    attn = attn / attn.sum(axis=-1, keepdims=True)  # weighted mean, as in SlotAttention
    return attn @ values
