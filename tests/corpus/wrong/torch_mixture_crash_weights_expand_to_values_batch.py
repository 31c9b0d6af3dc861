# track: torch
# exercise: mixture
# why: weighted_mixture expands the weights to the values' batch axes first, weights.expand(*values.shape[:-2], T, S), "so every value set has its weights"; expand cannot drop or shrink axes, so weights with leading axes the values lack (batched weights with shared 2-D values) or larger than the values' raise RuntimeError although they broadcast
# kind: crash
# diagnosis: crash
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    T, S = weights.shape[-2:]
    if S != values.shape[-2]:
        raise ValueError(f"weights have S={S} columns but values have S={values.shape[-2]} rows")
    weights = weights.expand(*values.shape[:-2], T, S)
    return weights @ values
