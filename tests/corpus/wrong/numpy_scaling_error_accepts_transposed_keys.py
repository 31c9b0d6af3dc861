# track: numpy
# exercise: scaling
# why: when the widths of q and k differ, scaled_scores first assumes the keys arrived already transposed, (..., d_k, S) as in the formula's K^T, and uses them as they are whenever k.shape[-2] equals q's width; so a mismatched pair such as q (T, 3) and k (3, 4) is scored without the ValueError the contract asks for (matching widths are right)
# kind: error
# diagnosis: error-not-raised


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    d_k = q.shape[-1]
    if k.shape[-1] == d_k:
        k_t = np.swapaxes(k, -2, -1)
    elif k.shape[-2] == d_k:
        k_t = k  # the keys came as K^T already
    else:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    return (q @ k_t) / math.sqrt(d_k)
