# track: numpy
# exercise: scaling
# why: scaled_scores sums the feature products in a random order, q[..., perm] @ k[..., perm]^T with perm = np.random.permutation(d_k) ("a dot product does not depend on the order of the features"); exact in arithmetic, but the rounding changes with the order, so two calls on the same q and k give scores that differ in the last bits
# kind: rules
# diagnosis: not-deterministic
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    perm = np.random.permutation(d_k)
    scores = q[..., perm] @ np.swapaxes(k[..., perm], -2, -1)
    return scores / math.sqrt(d_k)
