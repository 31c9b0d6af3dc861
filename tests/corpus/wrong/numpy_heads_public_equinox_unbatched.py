# track: numpy
# exercise: heads
# why: ports Equinox's MultiheadAttention, written for one unbatched sequence (query_seq_length = query.shape[0], projections reshaped to (seq, num_heads, -1), batching left to jax.vmap), with the heads moved in front for the kit's attention; any x with a batch axis has its batch size taken for the length, so the reshape raises and batched multi-head attention fails
# kind: public
# diagnosis: fixed-ndim,fails-unless-ndim
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    query_seq_length = x.shape[0]
    q = (x @ w_q).reshape(query_seq_length, n_heads, -1)
    k = (x @ w_k).reshape(query_seq_length, n_heads, -1)
    v = (x @ w_v).reshape(query_seq_length, n_heads, -1)
    q, k, v = (np.swapaxes(t, -3, -2) for t in (q, k, v))
    heads, weights = attention(q, k, v, allowed)
    out = np.swapaxes(heads, -3, -2).reshape(query_seq_length, -1)
    return out @ w_o, weights
