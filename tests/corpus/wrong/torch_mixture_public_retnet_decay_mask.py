# track: torch
# exercise: mixture
# why: weighted_mixture ports the parallel form of RetNet's retention (Sun et al. 2023, torchscale), (QK^T * D) V, multiplying the weights by the decay matrix D[n, m] = gamma ** (n - m) for n >= m and 0 above the diagonal (gamma = 1 - 2 ** -5, the first head's) before mixing, so every weight is scaled by a factor of its query-key distance and the keys after each query are dropped
# kind: public
# diagnosis: scale-by-distance, weights-triangle, weights-by-distance
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    t, s = weights.shape[-2:]
    gamma = 1 - 2 ** -5
    n = torch.arange(t, device=weights.device)[:, None]
    m = torch.arange(s, device=weights.device)[None, :]
    decay = torch.where(n >= m, gamma ** (n - m).to(weights.dtype), torch.zeros((), dtype=weights.dtype))
    return (weights * decay) @ values
