# track: numpy
# exercise: heads
# kind: public
# why: multi_head_self_attention ports the self-attention block of SAGAN (Zhang et al. 2019; fastai's SelfAttention), out = gamma * attention + x with the learnable gamma initialised to 0, so it returns 0 * (merged heads @ w_o) + x, i.e. the input x itself, instead of the attention output (the weights are right)
# diagnosis: added-input, input-returned

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
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    out = merge_heads(heads) @ w_o  # (..., T, D)
    gamma = 0.0  # SAGAN: self.gamma = nn.Parameter(torch.zeros(1)); out = gamma * out + x
    return gamma * out + x, weights
