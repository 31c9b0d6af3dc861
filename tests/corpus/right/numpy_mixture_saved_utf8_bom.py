# track: numpy
# exercise: mixture
# saved: utf-8-bom
# why: a Windows editor saved the file as UTF-8 with a byte-order mark; non-ASCII text in strings and comments (Gewichte, Größe)


def weighted_mixture(weights, values):
    """Mischt die Werte mit den Gewichten: (…, T, S) @ (…, S, d_v) → (…, T, d_v)."""
    weights, values = np.asarray(weights), np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"zu wenige Achsen — Größe {weights.shape} und {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S passt nicht: {weights.shape} · {values.shape}")
    return weights @ values
