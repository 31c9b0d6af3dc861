# track: torch
# exercise: mixture
# why: weighted_mixture builds the output as a sum of rank-1 updates, one per key, with torch.addr(out, weights[..., s], values[..., s, :]) ("the outer product of a weight column and a value row"); torch.addr only takes 1-D vectors and a 2-D accumulator, so unbatched inputs work but every input with a batch or head axis raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = weights.new_zeros(*weights.shape[:-1], values.shape[-1])
    for s in range(weights.shape[-1]):
        out = torch.addr(out, weights[..., s], values[..., s, :])  # out + w_col (x) v_row
    return out
