# track: torch
# exercise: scaling
# kind: relation
# why: scaled_scores brings q and k into float8's range before the product as FP8 matmul recipes do, q * (448 / q.abs().amax()) and k * (448 / k.abs().amax()), and never divides those per-tensor factors back out of the result, so every score of a call is the expected one times 448^2 / (max|q| * max|k|), a constant that depends on the data
# diagnosis: ratio:constant, ratio

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
    # bring q and k into float8's range (largest value 448), as FP8 matmul recipes do
    q8 = q * (448.0 / q.abs().amax())
    k8 = k * (448.0 / k.abs().amax())
    return (q8 @ k8.transpose(-2, -1)) / math.sqrt(q.shape[-1])
