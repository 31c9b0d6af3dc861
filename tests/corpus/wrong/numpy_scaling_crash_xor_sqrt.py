# track: numpy
# exercise: scaling
# why: writes the square root as d_k ^ 0.5 (the ^ of MATLAB and R), but in Python ^ is the bitwise XOR of integers, and int ^ float is a TypeError, so every valid call raises
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / (d_k ^ 0.5)
