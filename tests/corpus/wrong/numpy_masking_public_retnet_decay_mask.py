# track: numpy
# exercise: masking
# why: causal_mask ports the decay matrix of RetNet's retention (Sun et al. 2023), D[n, m] = gamma ** (n - m) for n >= m and 0 above the diagonal, with the first head's gamma = 1 - 2 ** -5; its triangle is the causal one, but it returns float64 decay weights instead of a bool mask (True on and below the diagonal)
# kind: public
# diagnosis: mask-not-bool


def causal_mask(t):
    gamma = 1.0 - 2.0 ** -5
    n = np.arange(t)[:, None]
    m = np.arange(t)[None, :]
    return np.where(n >= m, gamma ** (n - m), 0.0)
