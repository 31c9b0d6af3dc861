# track: torch
# exercise: masking
# why: causal_mask uses triu, so queries see the future keys instead of the past ones
# diagnosis: causal-upper


def causal_mask(t, device=None):
    return torch.ones(t, t, dtype=torch.bool, device=device).triu()
