# track: torch
# exercise: mixture
# why: weighted_mixture has no checks of its own and turns matmul's RuntimeError into ValueError ('let matmul validate the shapes'), but matmul accepts 1-D operands as vectors, so 1-D weights or values are mixed into a vector instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    try:
        return weights @ values
    except RuntimeError as err:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} do not fit: {err}") from err
