# track: torch
# exercise: heads
# kind: crash
# why: multi_head_self_attention fuses the three projections, x @ torch.cat([w_q, w_k, w_v], dim=1), and cuts the result with .split([H*d_k, H*d_k, H*d_v]) without dim=-1; Tensor.split cuts along dim 0 by default (the positions of an unbatched x, the batch axis otherwise), so every valid call raises RuntimeError (split_with_sizes expects the sizes to sum to the length of dim 0)
# diagnosis: crash

def multi_head_self_attention(
    x: torch.Tensor,
    w_q: torch.Tensor,
    w_k: torch.Tensor,
    w_v: torch.Tensor,
    w_o: torch.Tensor,
    n_heads: int,
    allowed: torch.Tensor | None = None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Exercise 5d: multi-head self-attention: project, split, attend, merge, project.

    Rows are vectors: ``Q = x @ w_q``, and so on.

    Args:
        x: ``(..., T, D)``.
        w_q, w_k: ``(D, H*d_k)``.
        w_v: ``(D, H*d_v)``.
        w_o: ``(H*d_v, D)``.
        n_heads: ``H``.
        allowed: optional mask, on any device, broadcastable to ``(..., H, T, T)``;
            ``True`` means visible.

    Returns:
        ``(output, weights)``: output ``(..., T, D)`` and weights ``(..., H, T, T)``.

    Raises:
        ValueError: as ``split_heads`` and ``attention`` do.
    """
    ### BEGIN SOLUTION
    qkv = x @ torch.cat([w_q, w_k, w_v], dim=1)  # one product for the three projections
    q, k, v = qkv.split([w_q.shape[1], w_k.shape[1], w_v.shape[1]])
    q, k, v = (split_heads(t, n_heads) for t in (q, k, v))
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
