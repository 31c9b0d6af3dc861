# track: torch
# exercise: heads
# why: multi_head_self_attention returns per-head weights the way fairseq's MultiheadAttention does with need_head_weights=True, attn_weights.transpose(1, 0), written for (B, H, T, S) weights: the kit's weights come back with axes 0 and 1 swapped, (H, B, T, T) for batched and (T, H, T) for unbatched input
# kind: public
# diagnosis: permuted


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    # fairseq, need_head_weights: attn_weights.view(bsz, num_heads, tgt_len, src_len).transpose(1, 0)
    return merge_heads(heads) @ w_o, weights.transpose(1, 0)
