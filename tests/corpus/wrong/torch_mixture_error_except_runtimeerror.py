# track: torch
# exercise: mixture
# why: weighted_mixture turns matmul's RuntimeError into ValueError with try/except instead of checking the shapes itself; mismatched S axes are caught, but torch.matmul accepts 1-D weights or values (vector-matrix products), so inputs with fewer than 2 axes are mixed without ValueError
# kind: error
# diagnosis: error-not-raised
def weighted_mixture(weights, values):
    try:
        return torch.matmul(weights, values)
    except RuntimeError as err:
        raise ValueError(f"weights and values do not fit: {err}") from err
