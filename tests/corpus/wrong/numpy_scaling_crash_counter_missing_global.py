# track: numpy
# exercise: scaling
# why: scaled_scores keeps a running count of the dot products it computed for the lesson's cost printout, N_DOT_PRODUCTS += T * S, on a module-level counter but without a global statement; the augmented assignment makes the name local to the function, so every valid call raises UnboundLocalError (the checks before it still raise ValueError)
# kind: crash
# diagnosis: crash
N_DOT_PRODUCTS = 0  # how many query-key dot products have been computed so far


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    N_DOT_PRODUCTS += q.shape[-2] * k.shape[-2]
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
