# track: numpy
# exercise: heads
# kind: crash
# why: multi_head_self_attention gives the mask one copy per head with np.broadcast_to(allowed, (n_heads, T, T)), a target with no batch axes; broadcast_to only adds leading axes and stretches axes of length 1, so a valid mask with batch axes, such as (B, 1, T, T) or (B, H, T, T), raises ValueError (a (T, T) mask works)
# diagnosis: one-way-broadcast
# miss: np.broadcast_to to sizes given one by one, (n_heads, T, T), refuses the batched masks; one-way-broadcast is read only where the target is another array's shape (sizes one by one read as a fixed number of axes), so the crash leads, with its line and message

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
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    if allowed is not None:
        t = x.shape[-2]
        allowed = np.broadcast_to(np.asarray(allowed), (n_heads, t, t))  # one mask per head
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
