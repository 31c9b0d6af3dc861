# track: numpy
# exercise: scaling
# why: follows the "scale queries and keys each by d_k^(1/4)" form of Transformers-from-scratch code but writes q / d_k ** 1/4 and k / d_k ** 1/4, which Python reads as (d_k / 4), so the scores are divided by d_k^2 / 16
# kind: public
# diagnosis: ratio

def scaled_scores(q, k):
    q = np.asarray(q); k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError("bad shapes")
    d_k = q.shape[-1]
    q = q / d_k ** 1/4
    k = k / d_k ** 1/4
    return q @ np.swapaxes(k, -2, -1)
