# track: torch
# exercise: masking
# why: causal_mask uses tril(diagonal=-1), so a query cannot see its own key (and query 0 sees nothing)
# diagnosis: causal-no-diagonal


def causal_mask(t, device=None):
    return torch.ones(t, t, dtype=torch.bool, device=device).tril(diagonal=-1)
