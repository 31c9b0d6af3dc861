# track: numpy
# exercise: mixture
# why: weighted_mixture follows the lesson's sum literally in plain Python, on .tolist() copies of the (broadcast) inputs, and returns np.array of the nested lists of Python floats, which is float64 whatever the inputs' dtype, so float32 weights and values come back as a float64 mixture
# kind: rules
# diagnosis: dtype-float64


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    T, S = weights.shape[-2:]
    d_v = values.shape[-1]
    batch = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    w = np.broadcast_to(weights, batch + (T, S)).reshape(-1, T, S).tolist()
    v = np.broadcast_to(values, batch + (S, d_v)).reshape(-1, S, d_v).tolist()
    out = []
    for w_b, v_b in zip(w, v):
        # row t is sum_s weights[t][s] * values[s]
        out.append([[sum(w_ts * v_b[s][j] for s, w_ts in enumerate(row)) for j in range(d_v)] for row in w_b])
    return np.array(out).reshape(batch + (T, d_v))
