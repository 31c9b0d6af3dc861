# track: torch
# exercise: mixture
# why: weighted_mixture preallocates the result and multiplies with torch.matmul(weights, values, out=out) "to avoid a temporary"; functions called with out= do not support autograd, so every call where weights or values require grad raises RuntimeError
# kind: crash
# diagnosis: crash, out-autograd
def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    lead = torch.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    out = torch.empty(*lead, weights.shape[-2], values.shape[-1], dtype=torch.result_type(weights, values), device=weights.device)
    torch.matmul(weights, values, out=out)
    return out
