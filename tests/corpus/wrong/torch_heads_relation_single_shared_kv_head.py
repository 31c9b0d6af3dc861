# track: torch
# exercise: heads
# why: multi_head_self_attention follows multi-query attention (one key/value head shared by every query head, as in PaLM or LLaMA's repeat_kv with n_kv_heads = 1) and keeps only the first head of the key and value projections, k[..., :1, :, :].expand(...); the kit's w_k and w_v hold one block per head, so every head but the first attends with the wrong keys and values
# kind: relation
# diagnosis: mhsa-wrong-projection, mhsa-shared-kv-head

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)[..., :1, :, :].expand(*q.shape[:-1], -1)
    v_all = split_heads(x @ w_v, n_heads)
    v = v_all[..., :1, :, :].expand_as(v_all)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
