# track: torch
# exercise: heads
# kind: public
# why: attention is ported from the dot-product form of Non-local Neural Networks (Wang et al. 2018; Non-local_pytorch's f_div_C = f / N), which normalises the pairwise scores by the number of positions instead of taking a softmax, so its weights are scores / S: rows do not sum to 1, negative scores get negative weights, and a masked row turns its hidden keys' -inf into -inf weights and NaN outputs
# diagnosis: row-sum
# miss: the weights are scores / S with no exponential; NaN from the hidden keys' -inf leads (values-nan, evidence only)

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
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = scores / scores.shape[-1]  # Non-local, dot-product version: f_div_C = f / N
    return weighted_mixture(weights, v), weights
