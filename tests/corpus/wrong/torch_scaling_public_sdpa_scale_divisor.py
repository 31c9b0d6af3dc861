# track: torch
# exercise: scaling
# why: scaled_scores takes the scale argument of F.scaled_dot_product_attention (scale_factor = 1 / math.sqrt(query.size(-1)) if scale is None, a factor the docs' reference multiplies the scores by) but divides by it, as the name "scaled scores = q k^T / scale" suggests, so the scores are multiplied by sqrt(d_k) instead of divided
# kind: public
# diagnosis: scale-multiplied
def scaled_scores(q: torch.Tensor, k: torch.Tensor, scale=None) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale_factor = 1 / math.sqrt(q.size(-1)) if scale is None else scale
    return (q @ k.transpose(-2, -1)) / scale_factor
