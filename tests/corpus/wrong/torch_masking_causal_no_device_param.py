# track: torch
# exercise: masking
# why: causal_mask drops the device parameter of the contract, so causal_mask(t, device=...) is a TypeError
# named-by: got an unexpected keyword argument 'device'


def causal_mask(t):
    return torch.ones(t, t, dtype=torch.bool).tril()
