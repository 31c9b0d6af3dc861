# track: numpy
# exercise: heads
# kind: error
# why: multi_head_self_attention checks the mask up front ("fail early, before the projections") with mask_scores(np.zeros((T, T)), allowed), a (T, T) stand-in for the scores; mask_scores rightly refuses a mask that would grow those scores, so every valid mask with a batch or head axis, (H, T, T), (1, T, T) or (B, 1, T, T), is rejected with ValueError although it broadcasts to the real (..., H, T, T) scores
# diagnosis: error-on-valid, bad-inner-call, fails-with-head-mask

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
    if allowed is not None:
        t = x.shape[-2]
        mask_scores(np.zeros((t, t)), allowed)  # fail early on a bad mask
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
