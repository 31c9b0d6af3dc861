# track: numpy
# exercise: masking
# why: causal_mask ports Flax's nn.make_causal_mask, which returns a float32 mask with a leading head axis, (1, t, t) of 1.0/0.0, instead of the (t, t) bool mask
# kind: public-code
# diagnosis: mask-not-bool,extra-axis

def causal_mask(t):
    # as flax.linen.make_causal_mask: (..., 1, len, len), dtype float32
    idxs = np.arange(t)
    return (idxs[None, :, None] >= idxs[None, None, :]).astype(np.float32)
