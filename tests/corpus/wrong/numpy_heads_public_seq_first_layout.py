# track: numpy
# exercise: heads
# why: multi_head_self_attention is ported from nn.MultiheadAttention / fairseq with their default sequence-first layout: it unpacks tgt_len, bsz, embed_dim = x.shape and swaps axes 0 and 1 to run batch-first, so a kit (B, T, D) input attends across the batch instead of along the sequence (weights (T, H, B, B)), and an unbatched (T, D) input cannot even be unpacked
# kind: public-code
# diagnosis: fixed-leading-axes,permuted


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    tgt_len, bsz, embed_dim = x.shape  # (L, N, E): batch_first=False
    x = np.swapaxes(x, 0, 1)  # (N, L, E)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads) @ w_o  # (N, L, E)
    return np.swapaxes(out, 0, 1), weights  # back to (L, N, E)
