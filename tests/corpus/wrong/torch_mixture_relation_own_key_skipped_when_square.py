# track: torch
# exercise: mixture
# why: weighted_mixture treats square weights as self-attention and zeroes the diagonal before mixing ("a position does not mix in its own value"), so whenever T == S each output misses its own key's weight times value, while non-square inputs are right
# kind: relation
# diagnosis: fails-when-square, key-left-out


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    if weights.shape[-1] == weights.shape[-2]:
        own = torch.eye(weights.shape[-1], dtype=torch.bool, device=weights.device)
        weights = weights.masked_fill(own, 0.0)  # self-attention: skip each position's own value
    return weights @ values  # (..., T, d_v)
