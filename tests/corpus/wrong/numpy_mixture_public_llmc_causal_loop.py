# track: numpy
# exercise: mixture
# why: ports the accumulation loop of Karpathy's llm.c attention_forward (for t2 <= t: out += att[t2] * value[t2]), which only visits the keys up to the query's own position because llm.c is causal by construction, so every key after a query is left out of its output even where its weight is nonzero (and T > S reads past the last key)
# kind: public
# diagnosis: key-left-out, crash, weights-triangle


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each; got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    T = weights.shape[-2]
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = np.zeros(lead + (T, values.shape[-1]), dtype=np.result_type(weights, values))
    for t in range(T):
        # as in llm.c: accumulate weighted values into out[t]
        for t2 in range(t + 1):
            out[..., t, :] += weights[..., t, t2, None] * values[..., t2, :]
    return out
