# track: numpy
# exercise: scaling
# kind: public
# why: scaled_scores copies CLIP's logit scaling, logits = logit_scale.exp() * image_features @ text_features.T with the learnable logit_scale at its initial value log(1 / 0.07), and multiplies the dot products by exp(log(1 / 0.07)) = 14.29 in place of dividing by sqrt(d_k) (CLIP's features are L2-normalised first, which the port leaves out), so every score is 14.29 * sqrt(d_k) times the expected one, a fixed scale whatever d_k is
# diagnosis: ratio:fixed-scale, ratio

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
    # CLIP: logits_per_image = logit_scale.exp() * image_features @ text_features.t()
    logit_scale = math.log(1 / 0.07)  # nn.Parameter(torch.ones([]) * np.log(1 / 0.07))
    return math.exp(logit_scale) * (q @ np.swapaxes(k, -2, -1))
