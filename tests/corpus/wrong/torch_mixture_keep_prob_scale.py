# track: torch
# exercise: mixture
# why: multiplies the weights by the keep probability 0.9 before mixing, the inference-time rescaling of old (non-inverted) dropout, carried over from tutorials that apply dropout(p=0.1) to the attention weights, so every output is 0.9 times too small
# kind: relation
# diagnosis: ratio, ratio:constant

DROPOUT_P = 0.1


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got shapes"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    return (weights * (1 - DROPOUT_P)) @ values  # (..., T, d_v)
