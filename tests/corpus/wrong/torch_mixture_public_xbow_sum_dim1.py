# track: torch
# exercise: mixture
# why: ports the weighted aggregation of Karpathy's "Let's build GPT" notebook, wei = wei / wei.sum(1, keepdim=True) followed by xbow = wei @ x, which renormalises the weights (the notebook's wei were raw ones) and does so over dim 1, the keys only for 2-D weights (the queries for batched ones)
# kind: public
# diagnosis: mixture-renormalised
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    wei = weights / weights.sum(1, keepdim=True)
    return wei @ values
