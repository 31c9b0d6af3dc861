# track: numpy
# exercise: masking
# why: causal_mask ports the original (2018) Annotated Transformer's NumPy subsequent_mask, attn_shape = (1, size, size) and np.triu(np.ones(attn_shape), k=1).astype("uint8") == 0; the triangle and the polarity are right, but the mask keeps the tutorial's leading batch axis and comes back (1, t, t) instead of (t, t)
# kind: public
# diagnosis: extra-axis


def causal_mask(t):
    attn_shape = (1, t, t)
    subsequent_mask = np.triu(np.ones(attn_shape), k=1).astype("uint8")
    return subsequent_mask == 0
