# track: numpy
# exercise: masking
# why: ports Keras MultiHeadAttention._compute_causal_mask, ops.tril(ops.ones((1, q_len, v_len), dtype="int32")), so causal_mask returns int32 0/1 numbers with a leading batch axis, (1, t, t), instead of a (t, t) bool mask
# kind: public-code
# diagnosis: mask-not-bool, extra-axis


def causal_mask(t):
    return np.tril(np.ones((1, t, t), dtype="int32"), 0)
