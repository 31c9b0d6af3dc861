# track: torch
# exercise: mixture
# why: weighted_mixture mixes weights.detach() @ values ("the weights are an attention map to be inspected, not trained"), so the mixture is right but no gradient reaches the weights, and attention and multi-head attention, which call it, pass no gradient back to q, k, w_q or w_k
# kind: knockon
# diagnosis: no-gradient
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights.detach() @ values
