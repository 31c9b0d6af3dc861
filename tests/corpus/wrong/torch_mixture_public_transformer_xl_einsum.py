# track: torch
# exercise: mixture
# why: ports the mixing line of Transformer-XL (kimiyoung/transformer-xl), torch.einsum("ijbn,jbnd->ibnd", attn_prob, w_head_v), written for its sequence-first layout, weights (T, S, B, H) and values (S, B, H, d); it names exactly four axes in that order, so the kit's 2-D and 3-D inputs raise and 4-D (B, H, T, S) weights with (B, H, S, d_v) values are paired on the wrong axes
# kind: public
# diagnosis: fixed-ndim,fixed-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.einsum("ijbn,jbnd->ibnd", weights, values)
