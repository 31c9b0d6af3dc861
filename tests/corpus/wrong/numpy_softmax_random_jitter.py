# track: numpy
# exercise: softmax
# why: adds a tiny random jitter to the scores (to "break ties"), so two calls give different weights
# diagnosis: not-deterministic


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores) / t
    m = x.max(axis=-1, keepdims=True)
    if np.isneginf(m).any():
        raise ValueError("a row is entirely -inf")
    eps = np.finfo(x.dtype).eps
    x = x * (1 + eps * np.random.default_rng().random(x.shape)).astype(x.dtype)
    exps = np.exp(x - m)
    return exps / exps.sum(axis=-1, keepdims=True)
