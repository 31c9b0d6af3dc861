# track: torch
# exercise: mixture
# why: weighted_mixture mixes "in log space for stability", exp(logsumexp(log w + log v over the keys)), carrying the softmax's log-sum-exp trick over to the mixture; the logarithm of a negative weight or value is NaN, so every output that involves one is NaN (and zero weights give -inf terms)
# kind: relation
# diagnosis: values-nan


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    log_terms = weights.log().unsqueeze(-1) + values.log().unsqueeze(-3)  # (..., T, S, d_v)
    return torch.logsumexp(log_terms, dim=-2).exp()
