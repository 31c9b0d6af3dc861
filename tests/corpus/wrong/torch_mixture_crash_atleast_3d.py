# track: torch
# exercise: mixture
# why: weighted_mixture gives both inputs a batch axis with torch.atleast_3d before the product and drops it again afterwards, but torch.atleast_3d (like NumPy's) appends the new axis at the END, (T, S) -> (T, S, 1), so every unbatched call multiplies (T, S, 1) by (S, d_v, 1) and raises RuntimeError
# kind: crash
# diagnosis: crash
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    unbatched = weights.dim() == 2 and values.dim() == 2
    out = torch.atleast_3d(weights) @ torch.atleast_3d(values)  # "give them a batch axis"
    return out[0] if unbatched else out
