# track: torch
# exercise: mixture
# why: adds a check that "the batch sizes match", weights.shape[0] != values.shape[0], reading axis 0 as the batch axis; for 2-D inputs axis 0 is T and S, so valid cross-attention weights with T != S raise ValueError, and so do values shared by (broadcast over) a batch
# kind: error
# diagnosis: error-on-valid, fixed-leading-axes

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    if weights.shape[0] != values.shape[0]:
        raise ValueError(f"batch sizes differ: {weights.shape[0]} and {values.shape[0]}")
    return weights @ values
