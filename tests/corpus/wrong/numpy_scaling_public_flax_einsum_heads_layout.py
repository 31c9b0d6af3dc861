# track: numpy
# exercise: scaling
# why: scaled_scores ports Flax's dot_product_attention_weights, query / sqrt(depth) then np.einsum("...qhd,...khd->...hqk"), which expects Flax's (..., T, H, d) layout with a head axis before the features: 2-D inputs raise and batched (..., T, d_k) inputs are read with the wrong axes
# kind: public-code
# diagnosis: fixed-ndim,fixed-leading-axes

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    depth = q.shape[-1]
    q = q / math.sqrt(depth)
    return np.einsum("...qhd,...khd->...hqk", q, k)
