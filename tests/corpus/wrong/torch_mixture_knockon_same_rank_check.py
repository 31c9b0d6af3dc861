# track: torch
# exercise: mixture
# why: weighted_mixture insists that weights and values have the same number of axes ("(..., T, S) and (..., S, d_v) share their leading axes") and raises ValueError otherwise, although the leading axes broadcast: a 2-D weights matrix shared by batched values, or batched weights with shared 2-D values, is rejected, and attention with values that carry extra leading axes fails with it
# kind: knockon
# diagnosis: error-on-valid,fails-with-leading-axes
def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.dim() != values.dim():
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need the same leading axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return weights @ values
