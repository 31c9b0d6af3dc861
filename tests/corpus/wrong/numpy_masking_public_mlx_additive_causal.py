# track: numpy
# exercise: masking
# why: ports MLX's nn.MultiHeadAttention.create_additive_causal_mask (indices[:, None] < indices[None], cast to float and scaled by a large negative number, -1e9 here) as causal_mask, so it returns an additive float mask, 0 on and below the diagonal and -1e9 above it, instead of a bool mask where True means visible
# kind: public
# diagnosis: mask-not-bool


def causal_mask(t):
    indices = np.arange(t)
    mask = indices[:, None] < indices[None]
    return mask.astype(np.float32) * -1e9
