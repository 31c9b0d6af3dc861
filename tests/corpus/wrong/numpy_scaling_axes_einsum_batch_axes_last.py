# track: numpy
# exercise: scaling
# kind: axes
# why: scaled_scores contracts with np.einsum("...td,...sd->ts...", q, k), writing the output's ellipsis after the letters ("the batch axes come along at the end"); einsum puts the broadcast batch axes where the ellipsis stands, so 2-D inputs are right but batched and multi-head scores come back (T, S, ...) with their batch axes last instead of (..., T, S)
# diagnosis: permuted, fails-with-leading-axes

def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    """Exercise 2: compatibility scores ``q kᵀ / sqrt(d_k)``.

    Args:
        q: queries ``(..., T, d_k)``.
        k: keys ``(..., S, d_k)``.

    Returns:
        Scores ``(..., T, S)``, in the floating dtype of the inputs.

    Raises:
        ValueError: when the feature widths ``d_k`` of q and k differ.
    """
    ### BEGIN SOLUTION
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}; shapes {q.shape} and {k.shape}"
        )
    return np.einsum("...td,...sd->ts...", q, k) / math.sqrt(q.shape[-1])
