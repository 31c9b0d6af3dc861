# track: numpy
# exercise: scaling
# why: scaled_scores divides with // (scores // math.sqrt(d_k)), a floor division typed for /, so every score is rounded down to a whole number after the division
# kind: relation
# diagnosis: rounded

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ np.swapaxes(k, -2, -1)) // math.sqrt(q.shape[-1])
