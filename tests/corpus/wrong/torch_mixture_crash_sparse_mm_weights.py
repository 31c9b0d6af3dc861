# track: torch
# exercise: mixture
# why: weighted_mixture multiplies with torch.sparse.mm(weights.to_sparse(), values) "because masked weights are mostly zeros"; torch.sparse.mm only multiplies one 2-D sparse matrix with a 2-D dense one, so it is right for 2-D inputs and raises RuntimeError for any batched or multi-head input
# kind: crash
# diagnosis: crash, fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.sparse.mm(weights.to_sparse(), values)
