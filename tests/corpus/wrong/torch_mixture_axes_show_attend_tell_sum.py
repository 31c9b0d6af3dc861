# track: torch
# exercise: mixture
# why: ports the attention-weighted encoding of sgrvinod's Show, Attend and Tell tutorial, (encoder_out * alpha.unsqueeze(2)).sum(dim=1), written for one query per image (alpha (B, P), encoder_out (B, P, D)); with the kit's (T, S) weights it happens to be right for 2-D inputs, but with any batch axis unsqueeze(2) and sum(dim=1) land on the wrong axes and batched mixtures fail or come out wrong
# kind: axes
# diagnosis: fixed-leading-axes,fails-with-leading-axes
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return (values * weights.unsqueeze(2)).sum(dim=1)
