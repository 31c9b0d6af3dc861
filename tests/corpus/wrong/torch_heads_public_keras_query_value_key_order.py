# track: torch
# exercise: heads
# kind: public
# why: attention follows keras.layers.Attention, which is called as [query, value, key] with the value second and the key last, and unpacks query, value, key = q, k, v; so it scores the queries against the kit's values (q @ v^T) and mixes the kit's keys: valid calls with d_v != d_k raise ValueError in scaled_scores, and the others return weights and outputs built from the wrong operands
# diagnosis: mhsa-wrong-projection, bad-inner-call

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
    query, value, key = q, k, v  # keras.layers.Attention()([query, value, key])
    if key.shape[-2] != value.shape[-2]:
        raise ValueError(f"key has S={key.shape[-2]} rows but value has S={value.shape[-2]}")
    scores = scaled_scores(query, key)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    return weighted_mixture(weights, value), weights
