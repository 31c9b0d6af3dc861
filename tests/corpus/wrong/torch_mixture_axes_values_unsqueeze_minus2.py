# track: torch
# exercise: mixture
# why: mixes by broadcasting, weights.unsqueeze(-1) * values.unsqueeze(-2), summed over dim -2, giving the values their query axis after S (unsqueeze(-2)) instead of before it (unsqueeze(-3)); the key axis of the values then lines up with the queries: a size mismatch unless T == S, and then every query's row sum times its own value row
# kind: axes
# diagnosis: needs-square, crash

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    return (weights.unsqueeze(-1) * values.unsqueeze(-2)).sum(dim=-2)
