# track: torch
# exercise: heads
# why: multi_head_self_attention projects Q, K and V in one product, x @ torch.stack((w_q, w_k, w_v)), and unbinds the result along dim 0: torch.stack needs w_v to have w_q's shape, so valid projections with d_v != d_k raise, and with a batch axis the (B, T, D) input is matched against the stack axis of 3 instead of getting its own, so batched inputs raise a size mismatch (unbatched ones with d_v == d_k are right)
# kind: crash
# diagnosis: crash, matmul-mismatch, fails-with-leading-axes


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    qkv = x @ torch.stack((w_q, w_k, w_v))  # (3, ..., T, H*d)
    q, k, v = (split_heads(part, n_heads) for part in qkv.unbind(0))
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
