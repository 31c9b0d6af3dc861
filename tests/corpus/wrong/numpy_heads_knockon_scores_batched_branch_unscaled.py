# track: numpy
# exercise: heads
# why: the student's scaled_scores has a 2-D branch that divides by sqrt(d_k) and a batched branch, np.einsum("...td,...sd->...ts"), added later that forgets the division, so attention and multi-head attention on batched or multi-head inputs use unscaled scores
# kind: knock-on
# diagnosis: scale-none,fails-with-leading-axes

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    if q.ndim == 2 and k.ndim == 2:
        return (q @ k.T) / math.sqrt(q.shape[-1])
    return np.einsum("...td,...sd->...ts", q, k)
