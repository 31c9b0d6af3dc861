# track: numpy
# exercise: scaling
# why: ports the reference code in the docs of torch's F.scaled_dot_product_attention, scale_factor = 1 / math.sqrt(query.size(-1)), as 1 / math.sqrt(q.size) because ndarray.size cannot be called; but q.size is the number of ELEMENTS of q, so the scores are scaled by the wrong size
# kind: public
# diagnosis: ratio
# miss: a scale by sqrt(q.size), q's number of elements, is 1/sqrt(T) on 2-D inputs and 1/sqrt(B*T) on batched ones: no size of the engine names the element count, so the constant ratio leads

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {q.shape} vs k {k.shape}")
    scale_factor = 1 / math.sqrt(q.size)
    return (q @ np.swapaxes(k, -2, -1)) * scale_factor
