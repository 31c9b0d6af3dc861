# track: torch
# exercise: heads
# why: multi_head_self_attention follows nn.MultiheadAttention's default layout (batch_first=False) and reads a 3-D x as (T, B, D), transposing it to batch-first before the projections and back afterwards; the kit's x is (..., T, D), so for a batched (B, T, D) x every query attends over the batch elements at its own position instead of over the positions (and the weights come out (T, H, B, B)); 2-D and 4-D inputs are untouched
# kind: public
# diagnosis: fails-with-leading-axes, fixed-leading-axes


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    seq_first = x.dim() == 3  # nn.MultiheadAttention(batch_first=False): (T, B, D)
    if seq_first:
        x = x.transpose(0, 1)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads) @ w_o
    if seq_first:
        out = out.transpose(0, 1)
    return out, weights
