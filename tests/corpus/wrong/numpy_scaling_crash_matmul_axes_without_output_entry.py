# track: numpy
# exercise: scaling
# kind: crash
# why: scaled_scores lets np.matmul transpose the keys through its axes= argument, np.matmul(q, k, axes=[(-2, -1), (-1, -2)]), giving an entry for each operand but none for the output; matmul needs an entry for the output too whenever it has core axes, so every valid call raises ValueError ("axes should be a list with an entry for all 3 inputs and outputs")
# diagnosis: crash

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
    # let matmul read k with its last two axes swapped
    return np.matmul(q, k, axes=[(-2, -1), (-1, -2)]) / math.sqrt(q.shape[-1])
