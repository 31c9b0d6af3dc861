# track: numpy
# exercise: scaling
# why: the d_k check lines the two shapes up in its message with f"{q.shape:>16}" and f"{k.shape:>16}", but a tuple takes no format spec (tuple.__format__ raises TypeError for a non-empty one), so mismatched widths raise TypeError from the f-string instead of the ValueError being built
# kind: error
# diagnosis: error-not-valueerror

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q and k differ in d_k ({q.shape[-1]} vs {k.shape[-1]}):\n"
            f"  q: {q.shape:>16}\n"
            f"  k: {k.shape:>16}"
        )
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
