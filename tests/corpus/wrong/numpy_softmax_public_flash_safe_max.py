# track: numpy
# exercise: softmax
# why: stable_softmax adapts the fully-masked-row guard of FlashAttention-style kernels (m_safe = where(m == -inf, 0, m); l_safe = where(l == 0, 1, l)), which makes a row that is entirely -inf come out as all-zero weights instead of NaN; the contract asks for ValueError there, so such rows are silently returned as zeros
# kind: public
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    m_safe = np.where(np.isneginf(row_max), 0.0, row_max)  # a fully masked row has max -inf
    exps = np.exp(scaled - m_safe)
    total = exps.sum(axis=-1, keepdims=True)
    l_safe = np.where(total == 0, 1.0, total)  # and then a zero sum
    return exps / l_safe
