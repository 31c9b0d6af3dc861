# track: torch
# exercise: mixture
# why: weighted_mixture writes torch.einsum("...ts,...sd", weights, values) without "->...td"; in implicit mode einsum orders the free letters alphabetically, d before t, so the mixture comes back (..., d_v, T), the expected output with its last two axes swapped
# kind: axes
# diagnosis: transposed

def weighted_mixture(weights, values):

    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )

    return torch.einsum("...ts,...sd", weights, values)  # sum over the keys s
