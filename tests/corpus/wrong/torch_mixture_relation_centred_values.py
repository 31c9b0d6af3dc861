# track: torch
# exercise: mixture
# why: carries the softmax's shift trick over to the mixture, centring the values on their mean and adding the mean back after mixing ("numerically safer"), which is exact only when every weights row sums to 1; for any other weights the output is off by (1 - row sum) times the mean value
# kind: relation
# diagnosis: offset, fails-with-unnormalised-weights


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    mean = values.mean(dim=-2, keepdim=True)
    return weights @ (values - mean) + mean
