# track: numpy
# exercise: masking
# why: causal_mask ports the "strided" pattern of OpenAI's sparse_attention get_attn_mask (c1 = q >= k, c2 = (q - k) % local_attn_ctx == 0) with the local_attn_ctx = 2 of its example, so each query only sees the keys an even distance back and every key an odd distance back is hidden
# kind: public
# diagnosis: hides-visible


def causal_mask(t):
    stride = 2  # local_attn_ctx
    q = np.arange(t)[:, None]
    k = np.arange(t)[None, :]
    c1 = q >= k
    c2 = (q - k) % stride == 0
    return np.logical_and(c1, c2)
