# track: numpy
# exercise: softmax
# why: stable_softmax ports the entmax package's entmax_bisect (alpha = 1.5, Peters et al. 2019) as a "stable softmax that gives exact zeros": tau is found by bisection and the weights are clip(scores / (2 T) - tau, 0) ** 2; rows still sum to 1 and -inf keys get 0, but the weights are not exp(scores) normalised, and every key far enough below its row's top score gets exactly 0
# kind: public
# diagnosis: hides-visible, sparse-weights


def stable_softmax(scores, temperature=1.0, n_iter=50):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    alpha = 1.5
    X = np.asarray(scores) / temp * (alpha - 1)
    max_val = X.max(axis=-1, keepdims=True)
    if np.isneginf(max_val).any():
        raise ValueError("a row of scores is entirely -inf")
    d = X.shape[-1]

    def _p(z):
        return np.clip(z, 0, None) ** (1 / (alpha - 1))

    tau_lo = max_val - 1.0
    tau_hi = max_val - (1 / d) ** (alpha - 1)
    f_lo = _p(X - tau_lo).sum(axis=-1, keepdims=True) - 1
    dm = tau_hi - tau_lo
    for _ in range(n_iter):
        dm = dm / 2
        tau_m = tau_lo + dm
        p_m = _p(X - tau_m)
        f_m = p_m.sum(axis=-1, keepdims=True) - 1
        tau_lo = np.where(f_m * f_lo >= 0, tau_m, tau_lo)
    return p_m / p_m.sum(axis=-1, keepdims=True)
