# track: numpy
# exercise: scaling
# kind: error
# why: scaled_scores drops its width check and instead wraps the product in try/except ValueError, returning np.zeros of the (..., T, S) shape when matmul refuses the pair ("no shared features means no similarity"), so queries and keys of different widths get all-zero scores (and uniform attention) instead of the ValueError the contract asks for; matching widths are right
# diagnosis: error-not-raised

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
    try:
        scores = q @ np.swapaxes(k, -2, -1)
    except ValueError:
        # no shared features means no similarity at all
        lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
        return np.zeros(lead + (q.shape[-2], k.shape[-2]), dtype=np.result_type(q, k))
    return scores / math.sqrt(q.shape[-1])
