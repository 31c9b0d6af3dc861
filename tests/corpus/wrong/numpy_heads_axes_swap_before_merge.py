# track: numpy
# exercise: heads
# why: multi_head_self_attention swaps the heads' H and T axes itself before calling merge_heads(np.swapaxes(heads, -3, -2)) ("T must come before H in the merged layout"), but merge_heads swaps them too, so the two swaps cancel and it merges (..., H, T*d_v): the output projection raises a size mismatch unless T == H, and then mixes positions and heads
# kind: axes
# diagnosis: matmul-mismatch, merge-no-transpose, permuted, swapped-before-merge


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v)
    merged = merge_heads(np.swapaxes(heads, -3, -2))
    return merged @ w_o, weights
