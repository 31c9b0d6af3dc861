# track: torch
# exercise: mixture
# why: weighted_mixture raises NotImplementedError for inputs with fewer than 2 axes ("1-D mixing is not supported yet"), where the contract asks for ValueError; the S-mismatch check raises ValueError
# kind: error
# diagnosis: error-not-valueerror


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise NotImplementedError(
            f"mixing 1-D inputs is not supported yet; got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
