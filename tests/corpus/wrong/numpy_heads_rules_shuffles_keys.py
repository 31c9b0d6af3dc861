# track: numpy
# exercise: heads
# why: attention shuffles the keys and values with np.random.permutation ("attention must not depend on the order of the keys") and never undoes it, so the output is right but the returned weights come in a random key order that changes from call to call
# kind: rules-types
# diagnosis: not-deterministic,reordered

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    perm = np.random.permutation(k.shape[-2])
    k = k[..., perm, :]
    v = v[..., perm, :]
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = np.asarray(allowed)
        if allowed.ndim >= 1 and allowed.shape[-1] != 1:
            allowed = allowed[..., perm]
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
