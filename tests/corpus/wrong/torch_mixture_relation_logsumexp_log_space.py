# track: torch
# exercise: mixture
# why: weighted_mixture mixes "stably" in log space, exp(logsumexp(log(weights) + log(values), over S)), which is the weighted sum only where every weight and value is positive: log of a negative weight or value is NaN (and of 0 is -inf), so any mixture with a negative weight or value entry comes out NaN there
# kind: relation
# diagnosis: values-nan
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    log_terms = weights.log().unsqueeze(-1) + values.log().unsqueeze(-3)  # (..., T, S, d_v)
    return torch.logsumexp(log_terms, dim=-2).exp()  # sum over the keys, without overflow
