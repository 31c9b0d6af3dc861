# track: torch
# exercise: heads
# why: multi_head_self_attention projects with torch.einsum('td,dk->tk', x, w), subscripts written for one unbatched (T, D) sequence, so every x with a batch axis makes einsum raise RuntimeError
# kind: crash
# diagnosis: fixed-ndim
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(torch.einsum("td,dk->tk", x, w_q), n_heads)
    k = split_heads(torch.einsum("td,dk->tk", x, w_k), n_heads)
    v = split_heads(torch.einsum("td,dk->tk", x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
