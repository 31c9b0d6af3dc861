# track: numpy
# exercise: heads
# why: multi_head_self_attention ports the merge of Raschka's "Build a Large Language Model (From Scratch)" MultiHeadAttention, context_vec.contiguous().view(b, num_tokens, self.d_out), taking d_out as the model width x.shape[-1]; in the book d_out is the projections' width, here H*d_v, so the reshape raises ValueError whenever H*d_v != D
# kind: public
# diagnosis: crash
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_out = x.shape[-1]
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    context_vec, weights = attention(q, k, v, allowed)
    context_vec = np.swapaxes(context_vec, -3, -2).reshape(*x.shape[:-1], d_out)
    return context_vec @ w_o, weights
