# track: torch
# exercise: heads
# kind: axes
# why: multi_head_self_attention projects every head with its own slice of the weights, torch.einsum("...td,dkh->...htk", x, w.reshape(D, d, H)), reading the (D, H*d) matrices as (D, d, H); the head index varies fastest in that reshape, so head h gets the interleaved columns h, h + H, h + 2H, ... instead of its block [h*d, (h+1)*d), while merge_heads joins the heads block by block, so with more than one head the weights and the output are wrong
# diagnosis: split-interleaved, fails-with-several-heads

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
    if n_heads < 1 or w_q.shape[1] % n_heads or w_v.shape[1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the projected widths")
    d_model = x.shape[-1]
    # one projection matrix per head: (D, H*d) read as (D, d, H)
    q = torch.einsum("...td,dkh->...htk", x, w_q.reshape(d_model, -1, n_heads))
    k = torch.einsum("...td,dkh->...htk", x, w_k.reshape(d_model, -1, n_heads))
    v = torch.einsum("...td,dkh->...htk", x, w_v.reshape(d_model, -1, n_heads))
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
