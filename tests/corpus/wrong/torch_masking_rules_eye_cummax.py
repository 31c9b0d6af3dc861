# track: torch
# exercise: masking
# why: causal_mask builds the lower triangle as the running maximum of the identity down each column, torch.eye(t, dtype=torch.bool, device=device).cummax(dim=0), and returns that result as it is; cummax returns a (values, indices) pair (torch.return_types.cummax), not the bool mask tensor
# kind: rules
# diagnosis: wrong-array-type
def causal_mask(t, device=None):
    return torch.eye(t, dtype=torch.bool, device=device).cummax(dim=0)
