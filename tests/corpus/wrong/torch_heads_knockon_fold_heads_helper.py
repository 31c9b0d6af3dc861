# track: torch
# exercise: heads
# why: multi_head_self_attention folds the heads into the batch around attention with the student's helpers _fold_heads (t.flatten(0, 1)) and _unfold_heads (t.unflatten(0, (-1, H))), written for (B, H, T, d) heads; for an unbatched x the fold merges the heads with the positions and attention runs across all H*T rows, with two batch axes it folds the wrong pair, and masks with a batch axis no longer line up, so only a (B, T, D) input is right
# kind: knockon
# diagnosis: fixed-leading-axes
# miss: the engine reads the calls that raise (mask_scores rejects the mask against scores of H*T rows: bad-inner-call) but not that the heads were folded into the positions; every telling right case has one position, so no pattern of the number of axes holds


def _fold_heads(t):
    return t.flatten(0, 1)  # (B, H, T, d) -> (B*H, T, d)


def _unfold_heads(t, n_heads):
    return t.unflatten(0, (-1, n_heads))  # (B*H, ...) -> (B, H, ...)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = _fold_heads(split_heads(x @ w_q, n_heads))
    k = _fold_heads(split_heads(x @ w_k, n_heads))
    v = _fold_heads(split_heads(x @ w_v, n_heads))
    heads, weights = attention(q, k, v, allowed)
    heads = _unfold_heads(heads, n_heads)
    weights = _unfold_heads(weights, n_heads)
    return merge_heads(heads) @ w_o, weights
