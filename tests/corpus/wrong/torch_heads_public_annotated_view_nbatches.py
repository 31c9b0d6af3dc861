# track: torch
# exercise: heads
# why: multi_head_self_attention ports the Annotated Transformer's MultiHeadedAttention.forward, nbatches = x.size(0) and lin(x).view(nbatches, -1, h, d_k).transpose(1, 2), merging back with .view(nbatches, -1, h * d_k): right for (B, T, D) inputs, but an unbatched (T, D) input is read as T batches of one position (each query attends only to itself, weights (T, H, 1, 1)), and extra batch axes are folded into the sequence
# kind: public
# diagnosis: fixed-leading-axes


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    nbatches = x.size(0)
    d_k = w_q.shape[-1] // n_heads
    d_v = w_v.shape[-1] // n_heads
    query = (x @ w_q).view(nbatches, -1, n_heads, d_k).transpose(1, 2)
    key = (x @ w_k).view(nbatches, -1, n_heads, d_k).transpose(1, 2)
    value = (x @ w_v).view(nbatches, -1, n_heads, d_v).transpose(1, 2)
    heads, weights = attention(query, key, value, allowed)
    merged = heads.transpose(1, 2).contiguous().view(nbatches, -1, n_heads * d_v)
    return merged @ w_o, weights
