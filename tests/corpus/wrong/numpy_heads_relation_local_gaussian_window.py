# track: numpy
# exercise: heads
# kind: relation
# why: attention multiplies its softmax weights by a Gaussian window around each query's own position, exp(-(s - t)^2 / (2 sigma^2)) with sigma = 1, after the local-m attention of Luong et al. (2015), and does not renormalise, so every weight except a query's own key is shrunk by a factor that falls with the distance |s - t|: rows sum to less than 1, and the outputs and the weights of attention and multi-head attention are wrong
# diagnosis: row-scale
# miss: a factor per weight that falls with |s - t| is no factor per row: the cases with several keys refute row-scale, and no relation reads a window over the distance

def attention(
    q: np.ndarray, k: np.ndarray, v: np.ndarray, allowed: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Exercise 5a: scaled dot-product attention, built from exercises 1 to 4.

    Args:
        q: queries ``(..., T, d_k)``.
        k: keys ``(..., S, d_k)``.
        v: values ``(..., S, d_v)``.
        allowed: optional bools or 0/1 values broadcastable to ``(..., T, S)``;
            ``True`` means visible.

    Returns:
        ``(output, weights)``: output ``(..., T, d_v)`` and weights ``(..., T, S)``. The
        weights' leading axes are those of q and k broadcast together (allowed must fit them);
        v's extra leading axes reach only the output.

    Raises:
        ValueError: when q and k differ in ``d_k``, when k and v differ in ``S``, or
            when a query row has no visible key.
    """
    ### BEGIN SOLUTION
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    # local-m attention: favour the keys near the query's own position
    t_pos = np.arange(scores.shape[-2])[:, None]
    s_pos = np.arange(scores.shape[-1])[None, :]
    sigma = 1.0
    window = np.exp(-((s_pos - t_pos) ** 2) / (2 * sigma**2)).astype(weights.dtype)
    weights = weights * window
    return weighted_mixture(weights, v), weights
