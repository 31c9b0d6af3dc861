# track: torch
# exercise: mixture
# why: weighted_mixture reads each weight row as a distribution over the keys and mixes with torch.distributions.Categorical(probs=weights).probs, which divides every row by its sum (and raises ValueError for a row with a negative weight), so weights that do not sum to 1 are renormalised instead of used as given
# kind: relation
# diagnosis: mixture-renormalised, error-on-valid
import torch
from torch.distributions import Categorical


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    probs = Categorical(probs=weights).probs  # one distribution over the keys per query
    return probs @ values  # the expected value row under each query's distribution
