# track: numpy
# exercise: heads
# why: ports attention_layer from Google's original BERT (modeling.py) with the do_return_2d_tensor=True that its transformer_model passes, reshaping the merged heads to [batch_size * seq_length, num_heads * size_per_head] before the output projection; unbatched inputs are right, but any batch axis is folded into the positions and the output comes back (B*T, D) instead of (B, T, D)
# kind: public
# diagnosis: axes-folded


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    context = merge_heads(heads)
    # do_return_2d_tensor=True: [batch_size * seq_length, num_heads * size_per_head]
    context = context.reshape(-1, context.shape[-1])
    return context @ w_o, weights
