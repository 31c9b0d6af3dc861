# track: torch
# exercise: mixture
# why: ports the mixing line of Aladdin Persson's "Transformer from scratch" tutorial, torch.einsum("nhql,nlhd->nqhd", [attention, values]), which expects 4-D weights (N, H, T, S) and values in (N, S, H, d) layout and returns (N, T, H, d); the kit's values are (..., S, d_v), so 2-D and 3-D inputs raise and 4-D (B, H, S, d_v) values only fit when H == S, and then come back mixed along the wrong axes in the wrong layout
# kind: public
# diagnosis: crash, fixed-ndim
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.einsum("nhql,nlhd->nqhd", [weights, values])
