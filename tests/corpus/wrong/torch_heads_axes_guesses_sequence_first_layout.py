# track: torch
# exercise: heads
# kind: axes
# why: attention accepts 4-D inputs in Hugging Face's (batch, seq, heads, head_dim) layout as well, and decides which one it got by size: when q.shape[-3] > q.shape[-2] it assumes "the longer axis must be the positions", transposes q, k and v to (B, H, T, d) and the output back; the kit's 4-D inputs are always (B, H, T, d), so whenever there are more heads than positions attention attends across the heads instead of the positions (weights (B, T, H, H)), in attention and in batched multi-head attention
# diagnosis: permuted
# miss: attention runs across the heads only when there are more heads than positions, so the values change, not only the axes; no relation or pattern reads that condition

def attention(
    q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, allowed: torch.Tensor | None = None
) -> tuple[torch.Tensor, torch.Tensor]:
    """Exercise 5a: scaled dot-product attention, built from exercises 1 to 4.

    Args:
        q: queries ``(..., T, d_k)``.
        k: keys ``(..., S, d_k)``.
        v: values ``(..., S, d_v)``.
        allowed: optional bools or 0/1 values, on any device, broadcastable to
            ``(..., T, S)``; ``True`` means visible.

    Returns:
        ``(output, weights)``: output ``(..., T, d_v)`` and weights ``(..., T, S)``. The
        weights' leading axes are those of q and k broadcast together (allowed must fit them);
        v's extra leading axes reach only the output.

    Raises:
        ValueError: when q and k differ in ``d_k``, when k and v differ in ``S``, or
            when a query row has no visible key.
    """
    ### BEGIN SOLUTION
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    # Hugging Face hands (batch, seq, heads, head_dim): the longer axis must be the positions
    seq_first = q.dim() == 4 and q.shape[-3] > q.shape[-2]
    if seq_first:
        q, k, v = (t.transpose(-3, -2) for t in (q, k, v))
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    out = weighted_mixture(weights, v)
    if seq_first:
        out = out.transpose(-3, -2)
    return out, weights
