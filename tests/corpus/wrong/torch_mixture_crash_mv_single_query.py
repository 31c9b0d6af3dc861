# track: torch
# exercise: mixture
# why: weighted_mixture takes a "fast path" for a single query (T == 1), torch.mv(values.mT, weights.squeeze(-2)).unsqueeze(-2); torch.mv only takes a 2-D matrix and a 1-D vector, so any batched input with one query raises RuntimeError (unbatched T == 1 and every T > 1 are right)
# kind: crash
# diagnosis: crash, fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    if weights.shape[-2] == 1:
        # one query: a matrix-vector product is enough
        return torch.mv(values.mT, weights.squeeze(-2)).unsqueeze(-2)
    return weights @ values
