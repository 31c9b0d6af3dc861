# track: torch
# exercise: mixture
# why: weighted_mixture forms every weighted value row, weights.unsqueeze(-1) * values.unsqueeze(-3), shaped (..., T, S, d_v), and sums it with .sum(-3), counting the key axis one too far from the end; that sums over the queries T instead of the keys S
# kind: axes
# diagnosis: mixture-wrong-axis
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights.unsqueeze(-1) * values.unsqueeze(-3)).sum(-3)
