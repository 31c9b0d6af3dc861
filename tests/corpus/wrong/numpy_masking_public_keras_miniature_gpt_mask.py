# track: numpy
# exercise: masking
# why: causal_mask ports causal_attention_mask(batch_size, n_dest, n_src, dtype) from the Keras "Text generation with a miniature GPT" example, i >= j - n_src + n_dest cast to the dtype ("int32") and tiled over the batch, called with batch_size=1; the triangle is right, but it comes back as int32 0/1 numbers with an extra leading axis, (1, t, t), instead of a (t, t) bool mask
# kind: public
# diagnosis: mask-not-bool,extra-axis

def causal_mask(t):
    batch_size, n_dest, n_src, dtype = 1, t, t, "int32"
    i = np.arange(n_dest)[:, None]
    j = np.arange(n_src)
    m = i >= j - n_src + n_dest
    mask = m.astype(dtype)
    mask = np.reshape(mask, [1, n_dest, n_src])
    return np.tile(mask, (batch_size, 1, 1))
