# track: torch
# exercise: masking
# why: causal_mask passes device= to torch.tril instead of to torch.ones (torch.tril(torch.ones(t, t, dtype=torch.bool), device=device)); tril takes no device argument, so every call raises TypeError
# kind: crash
# diagnosis: crash


def causal_mask(t, device=None):
    return torch.tril(torch.ones(t, t, dtype=torch.bool), device=device)
