# track: torch
# exercise: mixture
# why: copies the einsum of multi-head transformer code, torch.einsum("bhqk,bhkd->bhqd", ...), which only accepts 4-D (batch, heads, T, S) inputs: 2-D, 3-D and broadcast inputs raise
# kind: public-code
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    return torch.einsum("bhqk,bhkd->bhqd", weights, values)
