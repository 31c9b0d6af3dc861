# track: numpy
# exercise: masking
# why: causal_mask ports the mask of Trax's CausalAttention, jnp.tril(jnp.ones((1, length, length), dtype=jnp.bool_)), with its leading axis for the batch, so it returns a (1, t, t) bool array instead of the (t, t) mask
# kind: public
# diagnosis: extra-axis


def causal_mask(t):
    return np.tril(np.ones((1, t, t), dtype=np.bool_))
