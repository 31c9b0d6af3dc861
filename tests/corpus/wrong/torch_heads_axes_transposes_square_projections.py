# track: torch
# exercise: heads
# kind: axes
# why: multi_head_self_attention transposes any projection matrix that is square, w.T if w.shape[0] == w.shape[1] ("a square weight comes stored (out, in), as nn.Linear keeps it"), and uses the others as given; the kit's matrices are always (in, out), so every square w_q, w_k, w_v or w_o (H*d = D) is applied transposed and the weights and output are wrong, while non-square ones are right
# diagnosis: mhsa-wrong-projection
# miss: a square projection matrix is applied transposed; the catalogue's wrong-projection answers use the right matrices untransposed, and no pattern reads 'wrong only when square' on the projections

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
    q = split_heads(x @ _in_out(w_q), n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ _in_out(w_k), n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ _in_out(w_v), n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ _in_out(w_o), weights


def _in_out(w):
    """A square weight comes stored (out, in), as nn.Linear keeps it: turn it to (in, out)."""
    return w.T if w.shape[0] == w.shape[1] else w
