# track: numpy
# exercise: scaling
# why: ports the scaling line of Sebastian Raschka's "Understanding and Coding the Self-Attention Mechanism" tutorial, omega / d_k**0.5, together with the tutorial's d_k = 24 (its d_q = d_k = 24 projections) as a module constant, so every score is divided by sqrt(24) whatever the width of q and k
# kind: public
# diagnosis: ratio:fixed-scale

d_k = 24  # d_q = d_k = 24, as in the tutorial


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    omega = q @ np.swapaxes(k, -2, -1)
    return omega / d_k**0.5
