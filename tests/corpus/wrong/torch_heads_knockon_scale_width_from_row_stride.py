# track: torch
# exercise: heads
# kind: knockon
# why: scaled_scores reads the key width from memory, d_k = k.stride(-2) ("the length of one key row"), which is d_k only for a contiguous k; the heads from split_heads are transposed views whose rows are H*d_k apart, so multi-head attention divides its scores by sqrt(H*d_k) instead of sqrt(d_k) (too flat weights), and keys broadcast with expand (stride 0) divide by zero
# diagnosis: scale-model-width

def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
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
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]};"
            f" shapes {tuple(q.shape)} and {tuple(k.shape)}"
        )
    d_k = k.stride(-2)  # the length of one key row in memory
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
