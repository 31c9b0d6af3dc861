# track: torch
# exercise: masking
# why: causal_mask returns the lower triangle as a sparse tensor, torch.ones(t, t, dtype=torch.bool).tril().to_sparse() ("half of it is zeros, store it sparse"), instead of the ordinary dense bool tensor the contract asks for
# kind: rules-types
# diagnosis: wrong-array-type


def causal_mask(t, device=None):
    return torch.ones(t, t, dtype=torch.bool, device=device).tril().to_sparse()
