# track: torch
# exercise: mixture
# why: weighted_mixture gives the values their query axis with values[:, None] (after the first axis, written for (B, S, d_v) values) instead of values.unsqueeze(-3): right with exactly one batch axis, but unbatched inputs mix each query with its own row of values (or fail when T != S) and inputs with more axes misalign
# kind: axes-shapes
# diagnosis: fixed-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights.unsqueeze(-1) * values[:, None]).sum(dim=-2)
