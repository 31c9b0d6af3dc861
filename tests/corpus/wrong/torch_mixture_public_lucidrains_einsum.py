# track: torch
# exercise: mixture
# why: weighted_mixture ports the mixing line of lucidrains' repositories (vit-pytorch, perceiver-pytorch), torch.einsum("b i j, b j d -> b i d", attn, v), whose subscripts name exactly one batch axis; unbatched (T, S) weights and 4-D (B, H, T, S) heads make einsum raise RuntimeError, so only 3-D inputs work
# kind: public
# diagnosis: fixed-ndim


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.einsum("b i j, b j d -> b i d", weights, values)
