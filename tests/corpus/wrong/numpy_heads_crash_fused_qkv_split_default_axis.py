# track: numpy
# exercise: heads
# kind: crash
# why: multi_head_self_attention fuses the three projections, x @ np.concatenate([w_q, w_k, w_v], axis=1), and cuts the product apart with np.split(qkv, [H*d_k, 2*H*d_k]) without axis=-1; np.split cuts along axis 0 by default (the positions of an unbatched x, the batch otherwise), so q, k and v get the wrong rows and widths and every valid call fails in split_heads or attention (or, with a batch axis, attends with pieces of the batch)
# diagnosis: crash, bad-inner-call

def multi_head_self_attention(
    x: np.ndarray,
    w_q: np.ndarray,
    w_k: np.ndarray,
    w_v: np.ndarray,
    w_o: np.ndarray,
    n_heads: int,
    allowed: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Exercise 5d: multi-head self-attention: project, split, attend, merge, project.

    Rows are vectors: ``Q = x @ w_q``, and so on.

    Args:
        x: ``(..., T, D)``.
        w_q, w_k: ``(D, H*d_k)``.
        w_v: ``(D, H*d_v)``.
        w_o: ``(H*d_v, D)``.
        n_heads: ``H``.
        allowed: optional mask broadcastable to ``(..., H, T, T)``; ``True`` means visible.

    Returns:
        ``(output, weights)``: output ``(..., T, D)`` and weights ``(..., H, T, T)``.

    Raises:
        ValueError: as ``split_heads`` and ``attention`` do.
    """
    ### BEGIN SOLUTION
    x = np.asarray(x)
    qkv = x @ np.concatenate([w_q, w_k, w_v], axis=1)  # one product for the three projections
    q, k, v = np.split(qkv, [w_q.shape[1], w_q.shape[1] + w_k.shape[1]])
    q, k, v = (split_heads(t, n_heads) for t in (q, k, v))
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
