# track: torch
# exercise: mixture
# why: weighted_mixture copies the output line of einops-style transformer code (lucidrains), torch.einsum('b h i j, b h j d -> b h i d', attn, v), which names exactly four axes, so only (B, H, T, S) weights with (B, H, S, d_v) values work and every other valid number of axes raises RuntimeError
# kind: public
# diagnosis: fixed-leading-axes,fixed-ndim
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.einsum("b h i j, b h j d -> b h i d", weights, values)
