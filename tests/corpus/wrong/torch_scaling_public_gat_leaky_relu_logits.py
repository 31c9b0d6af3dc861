# track: torch
# exercise: scaling
# kind: public
# why: scaled_scores ends with the LeakyReLU that Graph Attention Networks apply to their attention logits (Velickovic et al. 2018; pyGAT's self.leakyrelu = nn.LeakyReLU(alpha) with alpha = 0.2), F.leaky_relu(scores, 0.2); the kit's scores are the plain scaled dot products, so every negative score comes back 0.2 times too small (positive ones are right)
# diagnosis: clipped

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
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return torch.nn.functional.leaky_relu(scores, negative_slope=0.2)
